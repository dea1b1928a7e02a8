// State -> city -> pincode (SPEC section 4): a new state clears the city and pincode and loads its cities; a new
// city clears the pincode and loads its pincodes. A list that fails to load says so plainly and offers Try again;
// it never reads as 'none available', which would tell the borrower we do not serve their city.
import { listFailed, messages } from '../../../shared/messages.ts';
import { SelectField } from './SelectField.tsx';
import type { AddressLists } from './useAddressLists.ts';
import type { ApplyFormState } from './useApplyForm.ts';

export function AddressFields({ form, lists }: { form: ApplyFormState; lists: AddressLists }) {
  const { state, city } = form.values;
  const { states, cities, pincodes } = lists;
  const citiesPlaceholder = !state
    ? 'Choose a state first'
    : cities.status === 'loading'
      ? 'Loading cities…'
      : cities.status === 'failed'
        ? 'Cities not loaded'
        : cities.items.length === 0
          ? 'No cities available'
          : 'Select your city';
  const pincodesPlaceholder = !city
    ? 'Choose a city first'
    : pincodes.status === 'loading'
      ? 'Loading pincodes…'
      : pincodes.status === 'failed'
        ? 'Pincodes not loaded'
        : pincodes.items.length === 0
          ? 'No pincodes available'
          : 'Select your pincode';

  return (
    <>
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
      {cities.status === 'failed' ? (
        <ListFailed message={listFailed('cities')} retry={cities.retry} />
      ) : pincodes.status === 'failed' ? (
        <ListFailed message={listFailed('pincodes')} retry={pincodes.retry} />
      ) : null}
    </>
  );
}

function ListFailed({ message, retry }: { message: string; retry(): void }) {
  return (
    <div className="alert alert-error list-alert" role="alert">
      <span>{message}</span>
      <button type="button" className="btn btn-outline btn-small" onClick={retry}>
        {messages.tryAgain}
      </button>
    </div>
  );
}
