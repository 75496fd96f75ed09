import type { StandardServiceId } from '@petvet/shared';
import { useState, type FormEvent } from 'react';
import { Icon } from '../../components/ui/Icon';
import { bandOf, maxPriceCurrency, WITHIN_CHOICES, type FindState } from './find-params';
import { FindRefine } from './FindRefine';
import { WhereBox } from './WhereBox';
import { StandardServiceOptions } from '../../components/ui/StandardServiceOptions';
import { useT, type MessageKey } from '../../i18n';

// The price bands' names (the shared STANDARD_BANDS labels), in the active language.
const BAND_KEYS: Record<string, MessageKey> = {
  cat: 'clinics.band.cat',
  dog_small: 'clinics.band.dog_small',
  dog_medium: 'clinics.band.dog_medium',
  dog_large: 'clinics.band.dog_large',
  dog_xlarge: 'clinics.band.dog_xlarge',
  dog_giant: 'clinics.band.dog_giant',
};

/** The "when" choices' names, by their number of days ('' for any time). */
const WITHIN_KEYS: Record<string, MessageKey> = {
  '': 'clinics.find.anyTime',
  '3': 'clinics.find.next3Days',
  '7': 'clinics.find.thisWeek',
  '14': 'clinics.find.next2Weeks',
  '30': 'clinics.find.next30Days',
};

/**
 * The search's questions: where, what for, which pet, when; then the sort and the filters. The
 * lists and boxes apply at once; the typed ones (where, weight, max price) with Search or Enter.
 */
export function FindForm({
  state,
  placeCountry,
  onApply,
  onLocate,
}: {
  state: FindState;
  /** The country the last answer resolved the place to: a max price is typed in its currency. */
  placeCountry?: string | undefined;
  /** Changes to the search: the page lays them over the latest address, so quick ones all count. */
  onApply: (patch: Partial<FindState>, push: boolean) => void;
  onLocate: () => void;
}) {
  const t = useT();
  const [where, setWhere] = useState(state.where);
  const [weight, setWeight] = useState(state.weight);
  const [maxPrice, setMaxPrice] = useState(state.maxPrice);
  // The typed boxes follow the address when it changes (Back, a link), while the form stays the
  // same elements: focus stays where the keyboard left it.
  const [shown, setShown] = useState(state);
  if (shown !== state) {
    setShown(state);
    if (shown.where !== state.where) setWhere(state.where);
    if (shown.weight !== state.weight) setWeight(state.weight);
    if (shown.maxPrice !== state.maxPrice) setMaxPrice(state.maxPrice);
  }
  const currency = maxPriceCurrency(state, placeCountry);
  // The typed fields as they stand, with the point kept only while the box still names it.
  const typed = (): Partial<FindState> => {
    const text = where.trim();
    const samePlace = text === state.where;
    return {
      where: text,
      lat: samePlace ? state.lat : null,
      lng: samePlace ? state.lng : null,
      weight: weight.trim(),
      maxPrice: maxPrice.trim(),
      currency: maxPrice.trim() ? currency : '',
      page: 1,
    };
  };
  const apply = (patch: Partial<FindState>, push = false) =>
    onApply({ ...typed(), ...patch }, push);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(typed(), true);
  };
  const band = bandOf({ pet: state.pet, weight: weight.trim() });
  return (
    <form
      className="card find-form"
      role="search"
      aria-label={t('clinics.find.formLabel')}
      onSubmit={submit}
    >
      <div className="find-form__where">
        <WhereBox
          value={where}
          onChange={setWhere}
          onPick={(text) => {
            setWhere(text);
            onApply({ ...typed(), where: text, lat: null, lng: null }, true);
          }}
        />
        <button type="button" className="btn btn--secondary" onClick={onLocate}>
          <Icon name="pin" /> {t('clinics.find.useLocation')}
        </button>
      </div>
      <div className="find-form__what">
        <div className="field">
          <label className="field__label" htmlFor="find-service">
            {t('clinics.find.whatFor')}
          </label>
          <select
            id="find-service"
            className="input"
            value={state.service}
            onChange={(e) => apply({ service: e.target.value as StandardServiceId | '' })}
          >
            <option value="">{t('clinics.find.anyService')}</option>
            <StandardServiceOptions />
          </select>
        </div>
        <fieldset className="field find-pet">
          <legend className="field__label">{t('clinics.find.pet')}</legend>
          <div className="find-pet__choices">
            {(['', 'cat', 'dog'] as const).map((pet) => (
              <label key={pet || 'any'} className="find-radio">
                <input
                  type="radio"
                  name="pet"
                  value={pet}
                  checked={state.pet === pet}
                  onChange={() => apply({ pet })}
                />{' '}
                {pet === ''
                  ? t('clinics.find.anyPet')
                  : pet === 'cat'
                    ? t('clinics.find.cat')
                    : t('clinics.find.dog')}
              </label>
            ))}
            {state.pet === 'dog' && (
              <label className="find-weight">
                {t('clinics.find.weight')}
                <input
                  className="input"
                  name="weight"
                  inputMode="decimal"
                  value={weight}
                  onChange={(e) => setWeight(e.target.value)}
                  onBlur={() => weight.trim() !== state.weight && apply({})}
                  size={5}
                />
              </label>
            )}
          </div>
          {state.pet === 'dog' && (
            <p className="muted small find-band" aria-live="polite">
              {band
                ? t('clinics.find.band', { band: BAND_KEYS[band] ? t(BAND_KEYS[band]) : band })
                : t('clinics.find.enterWeight')}
            </p>
          )}
        </fieldset>
        <div className="field">
          <label className="field__label" htmlFor="find-within">
            {t('clinics.find.when')}
          </label>
          <select
            id="find-within"
            className="input"
            value={state.within === null ? '' : String(state.within)}
            onChange={(e) => apply({ within: e.target.value ? Number(e.target.value) : null })}
          >
            {WITHIN_CHOICES.some((c) => c.days === state.within) ? null : (
              <option value={String(state.within)}>
                {t('clinics.find.withinDays', { days: state.within ?? '' })}
              </option>
            )}
            {WITHIN_CHOICES.map((choice) => {
              const value = choice.days === null ? '' : String(choice.days);
              const key = WITHIN_KEYS[value];
              return (
                <option key={choice.label} value={value}>
                  {key ? t(key) : choice.label}
                </option>
              );
            })}
          </select>
        </div>
        <button type="submit" className="btn btn--primary find-form__go">
          <Icon name="search" /> {t('clinics.find.submit')}
        </button>
      </div>
      <FindRefine
        state={state}
        currency={currency}
        maxPrice={maxPrice}
        onMaxPrice={setMaxPrice}
        apply={apply}
      />
      {state.sort === 'relevance' && (
        <p className="muted small find-form__note">{t('clinics.find.bestMatch')}</p>
      )}
    </form>
  );
}
