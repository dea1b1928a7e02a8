// State -> city -> pincode (SPEC section 4): a new state clears the city and pincode and loads its cities; a new
// city clears the pincode and loads its pincodes. A list that fails to load says so plainly and offers Try again;
// it never reads as 'none available', which would tell the borrower we do not serve their city.
import { applyMessages, listFailed } from '../../../shared/apply-messages.ts';
import { SelectField } from './SelectField.tsx';
import type { AddressLists } from './useAddressLists.ts';
import type { RemoteList } from './useRemoteList.ts';
import type { ApplyFormState } from './useApplyForm.ts';
import { fieldCopy, listCopy } from './strings.ts';

type ListWords = Record<keyof (typeof listCopy)['city'], string>;

/** The drop-down of a list that depends on an earlier choice, its first option saying why it may be empty. */
function dependentList(chosen: string, list: RemoteList<unknown>, words: ListWords) {
  const placeholder = !chosen
    ? words.chooseParentFirst
    : list.status === 'loading'
      ? words.loading
      : list.status === 'failed'
        ? words.notLoaded
        : list.items.length === 0
          ? words.none
          : words.select;
  return {
    placeholder,
    disabled: !chosen || list.items.length === 0,
    busy: list.status === 'loading',
  };
}

export function AddressFields({ form, lists }: { form: ApplyFormState; lists: AddressLists }) {
  const { state, city } = form.values;
  const { states, cities, pincodes } = lists;

  return (
    <>
      {/* A pointer over the lists asks for the place names before the click that opens one (the form's focus does too). */}
      <div className="field-grid field-grid-3" onPointerOver={lists.wantPlaceNames}>
        <SelectField
          form={form}
          name="state"
          label={fieldCopy.state}
          autoComplete="address-level1"
          options={states.items.map((s) => ({ value: s.id, label: lists.placeLabel(s.name) }))}
          placeholder={states.status === 'loading' ? listCopy.loadingStates : listCopy.selectState}
          busy={states.status === 'loading'}
          onChange={form.changeState}
        />
        <SelectField
          form={form}
          name="city"
          label={fieldCopy.city}
          autoComplete="address-level2"
          options={cities.items.map((c) => ({ value: c.id, label: lists.placeLabel(c.name) }))}
          {...dependentList(state, cities, listCopy.city)}
          onChange={form.changeCity}
        />
        <SelectField
          form={form}
          name="pincode"
          label={fieldCopy.pincode}
          autoComplete="postal-code"
          options={[...new Set(pincodes.items.map((p) => p.pincode))].map((p) => ({
            value: p,
            label: p,
          }))}
          {...dependentList(city, pincodes, listCopy.pincode)}
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
        {applyMessages.tryAgain}
      </button>
    </div>
  );
}
