// The three lists behind the address (SPEC section 4): states once, a state's cities, a city's pincodes.
import type { CityItem, PincodeItem, StateItem } from '../../../shared/schemas/reference.ts';
import { fetchCities, fetchPincodes, fetchStates } from './api.ts';
import type { ApplyFormState } from './useApplyForm.ts';
import { useRemoteList, type RemoteList } from './useRemoteList.ts';

export interface AddressLists {
  states: RemoteList<StateItem>;
  cities: RemoteList<CityItem>;
  pincodes: RemoteList<PincodeItem>;
  retryStates(): void;
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
  return { states, cities, pincodes, retryStates: states.retry };
}
