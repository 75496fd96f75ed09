import { SEARCH_WEEKDAYS, type SearchWeekday } from '@petvet/shared';
import { SelectField, TextField } from '../../../components/ui/Field';
import { useT, type MessageKey } from '../../../i18n';
import { bandOf, type SearchFields, type SearchPet } from '../search-params';
import { StandardServiceOptions } from '../../../components/ui/StandardServiceOptions';

/** The English label the tests look for; the screen says it in the active language. */
export const BOOKABLE_ONLINE_LABEL = 'Bookable online';

/** The weekdays' names in the filters, Monday first. */
export const WEEKDAY_KEYS: Record<SearchWeekday, MessageKey> = {
  mon: 'clinics.weekday.mon',
  tue: 'clinics.weekday.tue',
  wed: 'clinics.weekday.wed',
  thu: 'clinics.weekday.thu',
  fri: 'clinics.weekday.fri',
  sat: 'clinics.weekday.sat',
  sun: 'clinics.weekday.sun',
};

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
  const t = useT();
  const dogWithoutBand = fields.pet === 'dog' && !bandOf(fields);
  return (
    <div className="card price-filters" role="group" aria-label={t('clinics.filters.label')}>
      <SelectField
        label={t('clinics.filters.service')}
        name="care"
        value={fields.care}
        onChange={(e) => update({ care: e.target.value as SearchFields['care'] })}
      >
        <option value="">{t('clinics.filters.anyService')}</option>
        <StandardServiceOptions />
      </SelectField>
      <SelectField
        label={t('clinics.filters.pet')}
        name="pet"
        value={fields.pet}
        onChange={(e) => update({ pet: e.target.value as SearchPet })}
      >
        <option value="">{t('clinics.filters.anyPet')}</option>
        <option value="cat">{t('clinics.filters.cat')}</option>
        <option value="dog">{t('clinics.filters.dog')}</option>
      </SelectField>
      {fields.pet === 'dog' && (
        <TextField
          label={t('clinics.filters.dogWeight')}
          name="weight"
          inputMode="decimal"
          value={fields.weight}
          hint={dogWithoutBand ? t('clinics.filters.dogWeightHint') : undefined}
          onChange={(e) => update({ weight: e.target.value })}
        />
      )}
      {fields.care && (
        <TextField
          label={t('clinics.filters.maxPrice')}
          name="maxPrice"
          inputMode="decimal"
          placeholder={t('clinics.filters.maxPricePlaceholder')}
          value={fields.maxPrice}
          onChange={(e) => update({ maxPrice: e.target.value })}
        />
      )}
      <SelectField
        label={t('clinics.filters.openOn')}
        name="openOn"
        value={fields.openOn}
        onChange={(e) => update({ openOn: e.target.value as SearchFields['openOn'] })}
      >
        <option value="">{t('clinics.filters.anyDay')}</option>
        {SEARCH_WEEKDAYS.map((day) => (
          <option key={day} value={day}>
            {t(WEEKDAY_KEYS[day])}
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
          {t('clinics.filters.verifiedOnly')}
        </label>
        <label className="checkbox" title={t('clinics.filters.bookableHint')}>
          <input type="checkbox" name="bookable" checked disabled readOnly />{' '}
          {t('clinics.filters.bookable')}
        </label>
      </div>
    </div>
  );
}
