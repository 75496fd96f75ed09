import { SEARCH_WEEKDAY_NAMES, SEARCH_WEEKDAYS } from '@petvet/shared';
import { SelectField, TextField } from '../../../components/ui/Field';
import { bandOf, type SearchFields, type SearchPet } from '../search-params';
import { StandardServiceOptions } from '../../../components/ui/StandardServiceOptions';

export const BOOKABLE_ONLINE_LABEL = 'Bookable online';
export const BOOKABLE_ONLINE_HINT = 'Every clinic in this search takes bookings online.';
export const DOG_WEIGHT_HINT = "A dog's weight picks its price band.";

/**
 * What the visitor needs priced (a service of the standard list, for a cat or a dog by weight) and
 * the filters: max price (of that service), open on a day, verified. "Bookable online" is shown
 * always on: every clinic /search lists is a PetVet clinic that books online.
 */
export function PriceFilters({
  fields,
  update,
}: {
  fields: SearchFields;
  update: (patch: Partial<SearchFields>) => void;
}) {
  const dogWithoutBand = fields.pet === 'dog' && !bandOf(fields);
  return (
    <div className="card price-filters" role="group" aria-label="Price and filters">
      <SelectField
        label="Service"
        name="care"
        value={fields.care}
        onChange={(e) => update({ care: e.target.value as SearchFields['care'] })}
      >
        <option value="">Any service</option>
        <StandardServiceOptions />
      </SelectField>
      <SelectField
        label="Pet"
        name="pet"
        value={fields.pet}
        onChange={(e) => update({ pet: e.target.value as SearchPet })}
      >
        <option value="">Any pet</option>
        <option value="cat">Cat</option>
        <option value="dog">Dog</option>
      </SelectField>
      {fields.pet === 'dog' && (
        <TextField
          label="Dog's weight (kg)"
          name="weight"
          inputMode="decimal"
          value={fields.weight}
          hint={dogWithoutBand ? DOG_WEIGHT_HINT : undefined}
          onChange={(e) => update({ weight: e.target.value })}
        />
      )}
      {fields.care && (
        <TextField
          label="Max price"
          name="maxPrice"
          inputMode="decimal"
          placeholder="any"
          value={fields.maxPrice}
          onChange={(e) => update({ maxPrice: e.target.value })}
        />
      )}
      <SelectField
        label="Open on"
        name="openOn"
        value={fields.openOn}
        onChange={(e) => update({ openOn: e.target.value as SearchFields['openOn'] })}
      >
        <option value="">Any day</option>
        {SEARCH_WEEKDAYS.map((day) => (
          <option key={day} value={day}>
            {SEARCH_WEEKDAY_NAMES[day]}
          </option>
        ))}
      </SelectField>
      <div className="price-filters__checks">
        <label className="checkbox">
          <input
            type="checkbox"
            name="verified"
            checked={fields.verified}
            onChange={(e) => update({ verified: e.target.checked })}
          />{' '}
          Verified only
        </label>
        <label className="checkbox" title={BOOKABLE_ONLINE_HINT}>
          <input type="checkbox" name="bookable" checked disabled readOnly />{' '}
          {BOOKABLE_ONLINE_LABEL}
        </label>
      </div>
    </div>
  );
}
