// State -> city -> pincode (SPEC section 4): a new state clears the city and pincode and loads its cities; a new
// city clears the pincode and loads its pincodes. States that fail to load say so; cities and pincodes that fail
// leave their list empty.
import { useState } from 'react';
import { fetchCities, fetchPincodes, fetchStates, statesFailureMessage } from './api.ts';
import { SelectField } from './SelectField.tsx';
import type { ApplyFormState } from './useApplyForm.ts';
import { useRemoteList } from './useRemoteList.ts';

export function AddressFields({ form }: { form: ApplyFormState }) {
  const { state, city, pincode } = form.values;
  const [statesAttempt, setStatesAttempt] = useState(1);
  const states = useRemoteList(`states-${statesAttempt}`, (_key, signal) => fetchStates(signal));
  // A city or pincode restored from a draft that the fresh list no longer has is dropped, not sent.
  const cities = useRemoteList(state, fetchCities, (items) => {
    if (city && !items.some((c) => c.id === city)) form.changeCity('');
  });
  const pincodes = useRemoteList(city, fetchPincodes, (items) => {
    if (pincode && !items.some((p) => p.pincode === pincode)) form.change('pincode', '');
  });

  const citiesPlaceholder = !state
    ? 'Choose a state first'
    : cities.status === 'loading'
      ? 'Loading cities…'
      : cities.items.length === 0
        ? 'No cities available'
        : 'Select your city';
  const pincodesPlaceholder = !city
    ? 'Choose a city first'
    : pincodes.status === 'loading'
      ? 'Loading pincodes…'
      : pincodes.items.length === 0
        ? 'No pincodes available'
        : 'Select your pincode';

  return (
    <>
      {states.status === 'failed' ? (
        <div className="alert alert-error address-alert" role="alert">
          <span>{statesFailureMessage(states.error)}</span>
          <button
            type="button"
            className="btn btn-outline btn-small"
            onClick={() => setStatesAttempt((n) => n + 1)}
          >
            Try again
          </button>
        </div>
      ) : null}
      <div className="field-grid field-grid-3">
        <SelectField
          form={form}
          name="state"
          label="State"
          autoComplete="address-level1"
          options={states.items.map((s) => ({ value: s.id, label: s.name }))}
          placeholder={states.status === 'loading' ? 'Loading states…' : 'Select your state'}
          busy={states.status === 'loading'}
          onChange={form.changeState}
        />
        <SelectField
          form={form}
          name="city"
          label="City"
          autoComplete="address-level2"
          options={cities.items.map((c) => ({ value: c.id, label: c.name }))}
          placeholder={citiesPlaceholder}
          disabled={!state || cities.items.length === 0}
          busy={cities.status === 'loading'}
          onChange={form.changeCity}
        />
        <SelectField
          form={form}
          name="pincode"
          label="Pincode"
          autoComplete="postal-code"
          options={[...new Set(pincodes.items.map((p) => p.pincode))].map((p) => ({
            value: p,
            label: p,
          }))}
          placeholder={pincodesPlaceholder}
          disabled={!city || pincodes.items.length === 0}
          busy={pincodes.status === 'loading'}
          onChange={(v) => form.change('pincode', v)}
        />
      </div>
    </>
  );
}
