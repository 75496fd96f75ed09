import { SEARCH_WEEKDAYS, type SearchWeekday } from '@petvet/shared';
import { useT, type MessageKey } from '../../i18n';
import type { FindSort, FindState } from './find-params';

export const SORT_CHOICES: Array<{ value: FindSort; label: MessageKey }> = [
  { value: 'relevance', label: 'clinics.find.sortRelevance' },
  { value: 'price', label: 'clinics.find.sortPrice' },
  { value: 'distance', label: 'clinics.find.sortDistance' },
  { value: 'soonest', label: 'clinics.find.sortSoonest' },
  { value: 'rating', label: 'clinics.find.sortRating' },
];

/** The weekdays' names in the filter, Monday first. */
const WEEKDAY_KEYS: Record<SearchWeekday, MessageKey> = {
  mon: 'clinics.weekday.mon',
  tue: 'clinics.weekday.tue',
  wed: 'clinics.weekday.wed',
  thu: 'clinics.weekday.thu',
  fri: 'clinics.weekday.fri',
  sat: 'clinics.weekday.sat',
  sun: 'clinics.weekday.sun',
};

/** The sort and the filters: lists and boxes apply at once, the max price on Enter or leaving it. */
export function FindRefine({
  state,
  currency,
  maxPrice,
  onMaxPrice,
  apply,
}: {
  state: FindState;
  /** The currency the max price is typed in. */
  currency: string;
  maxPrice: string;
  onMaxPrice: (text: string) => void;
  apply: (patch: Partial<FindState>) => void;
}) {
  const t = useT();
  return (
    <div className="find-form__refine">
      <div className="field">
        <label className="field__label" htmlFor="find-sort">
          {t('clinics.find.sortBy')}
        </label>
        <select
          id="find-sort"
          className="input"
          value={state.sort}
          onChange={(e) => apply({ sort: e.target.value as FindSort })}
        >
          {SORT_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {t(choice.label)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="find-max">
          {t('clinics.find.maxPrice', { currency })}
        </label>
        <input
          id="find-max"
          className="input"
          name="maxPrice"
          inputMode="decimal"
          value={maxPrice}
          onChange={(e) => onMaxPrice(e.target.value)}
          onBlur={() => maxPrice.trim() !== state.maxPrice && apply({})}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="find-open">
          {t('clinics.find.openOn')}
        </label>
        <select
          id="find-open"
          className="input"
          value={state.openOn}
          onChange={(e) => apply({ openOn: e.target.value as SearchWeekday | '' })}
        >
          <option value="">{t('clinics.find.anyDay')}</option>
          {SEARCH_WEEKDAYS.map((day) => (
            <option key={day} value={day}>
              {t(WEEKDAY_KEYS[day])}
            </option>
          ))}
        </select>
      </div>
      <label className="find-check">
        <input
          type="checkbox"
          checked={state.verified}
          onChange={(e) => apply({ verified: e.target.checked })}
        />{' '}
        {t('clinics.find.verifiedOnly')}
      </label>
      <label className="find-check">
        <input
          type="checkbox"
          checked={state.bookable}
          onChange={(e) => apply({ bookable: e.target.checked })}
        />{' '}
        {t('clinics.find.bookableOnly')}
      </label>
    </div>
  );
}
