import { SEARCH_WEEKDAY_NAMES, SEARCH_WEEKDAYS, type SearchWeekday } from '@petvet/shared';
import type { FindSort, FindState } from './find-params';

export const SORT_CHOICES: Array<{ value: FindSort; label: string }> = [
  { value: 'relevance', label: 'Best match' },
  { value: 'price', label: 'Price, cheapest first' },
  { value: 'distance', label: 'Distance, nearest first' },
  { value: 'soonest', label: 'Soonest available' },
  { value: 'rating', label: 'Rating, best first' },
];
export const BEST_MATCH_TEXT =
  'Best match weighs, in order: verified practices, then the number of services with a price, then distance.';

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
  return (
    <div className="find-form__refine">
      <div className="field">
        <label className="field__label" htmlFor="find-sort">
          Sort by
        </label>
        <select
          id="find-sort"
          className="input"
          value={state.sort}
          onChange={(e) => apply({ sort: e.target.value as FindSort })}
        >
          {SORT_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="find-max">
          Max price ({currency})
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
          Open on
        </label>
        <select
          id="find-open"
          className="input"
          value={state.openOn}
          onChange={(e) => apply({ openOn: e.target.value as SearchWeekday | '' })}
        >
          <option value="">Any day</option>
          {SEARCH_WEEKDAYS.map((day) => (
            <option key={day} value={day}>
              {SEARCH_WEEKDAY_NAMES[day]}
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
        Verified only
      </label>
      <label className="find-check">
        <input
          type="checkbox"
          checked={state.bookable}
          onChange={(e) => apply({ bookable: e.target.checked })}
        />{' '}
        Bookable online
      </label>
    </div>
  );
}
