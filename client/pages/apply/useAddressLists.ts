// The three lists behind the address (SPEC section 4): states once, a state's cities, a city's pincodes.
import { useCallback, useEffect, useState } from 'react';
import type { CityItem, PincodeItem, StateItem } from '../../../shared/schemas/reference.ts';
import { fetchCities, fetchPincodes, fetchStates, placeNames } from './api.ts';
import type { ApplyFormState } from './useApplyForm.ts';
import { useRemoteList, type RemoteList } from './useRemoteList.ts';

export interface AddressLists {
  states: RemoteList<StateItem>;
  cities: RemoteList<CityItem>;
  pincodes: RemoteList<PincodeItem>;
  retryStates(): void;
  /** A place's name as the page's language writes it; the lending API's Latin name until those names have come. */
  placeLabel(name: string): string;
  /** Starts loading the page's place names: the form calls it when it is first touched. */
  wantPlaceNames(): void;
}

type Label = (name: string) => string;
const latin: Label = (name) => name;

/**
 * The page's place names (place-names.ts, or its Hindi sibling), asked for when the form is first touched or a state
 * is already chosen (a draft restored), and not before: a first visit that touches nothing never fetches them
 * (issue 47). A failed load keeps the Latin names; the next touch asks again.
 */
function usePlaceLabel(chosenState: string): Pick<AddressLists, 'placeLabel' | 'wantPlaceNames'> {
  const [placeLabel, setPlaceLabel] = useState<Label>(
    () => placeNames.current()?.placeLabel ?? latin,
  );
  const wantPlaceNames = useCallback(() => {
    // Called on every pointer move over the lists: once the names are here, only a state update React drops.
    const loaded = placeNames.current();
    if (loaded) return setPlaceLabel(() => loaded.placeLabel);
    placeNames.load().then(
      (m) => setPlaceLabel(() => m.placeLabel),
      () => undefined,
    );
  }, []);
  useEffect(() => {
    if (chosenState) wantPlaceNames();
  }, [chosenState, wantPlaceNames]);
  return { placeLabel, wantPlaceNames };
}

export function useAddressLists(form: ApplyFormState): AddressLists {
  const { state, city, pincode } = form.values;
  const states = useRemoteList('states', (_key, signal) => fetchStates(signal));
  // A city or pincode restored from a draft that the fresh list no longer has is dropped, not sent.
  const cities = useRemoteList(state, fetchCities, (items) => {
    if (city && !items.some((c) => c.id === city)) form.changeCity('');
  });
  const pincodes = useRemoteList(city, fetchPincodes, (items) => {
    if (pincode && !items.some((p) => p.pincode === pincode)) form.change('pincode', '');
  });
  return { states, cities, pincodes, retryStates: states.retry, ...usePlaceLabel(state) };
}
