import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { useT } from '../../../i18n';
import { suggestPlaces, type SamplePlace } from '../sample-places';
import { SUGGESTION_HIDE_DELAY_MS, SUGGESTION_MIN_CHARS, SUGGESTION_PAUSE_MS } from '../settings';

interface AddressFieldProps {
  value: string;
  onChange: (value: string) => void;
  onPick: (place: SamplePlace) => void;
}

/** Address with suggestions: 3+ characters, after a 300 ms pause; hidden 200 ms after focus leaves. */
export function AddressField({ value, onChange, onPick }: AddressFieldProps) {
  const t = useT();
  const id = useId();
  const [suggestions, setSuggestions] = useState<SamplePlace[]>([]);
  const hideTimer = useRef<number | undefined>(undefined);

  // The address a pick just filled in is not a new search.
  const picked = useRef<string | null>(null);
  useEffect(() => {
    if (value.trim().length < SUGGESTION_MIN_CHARS || value === picked.current) return;
    const timer = window.setTimeout(
      () => setSuggestions(suggestPlaces(value)),
      SUGGESTION_PAUSE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [value]);
  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    // Moving into the list (keyboard users) keeps it open.
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    hideTimer.current = window.setTimeout(() => setSuggestions([]), SUGGESTION_HIDE_DELAY_MS);
  };

  return (
    <div className="field" onBlur={onBlur} onFocus={() => window.clearTimeout(hideTimer.current)}>
      <label htmlFor={id} className="field__label">
        {t('business.profile.address')}
      </label>
      <input
        id={id}
        className="input"
        name="address"
        autoComplete="street-address"
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          // Fewer than 3 characters clears the list at once; more searches after the pause.
          if (e.target.value.trim().length < SUGGESTION_MIN_CHARS) setSuggestions([]);
          onChange(e.target.value);
        }}
      />
      <p id={`${id}-hint`} className="field__hint">
        {t('business.address.hint')}
      </p>
      {suggestions.length > 0 && (
        <ul className="suggestions" aria-label={t('business.address.suggestions')}>
          {suggestions.map((place) => (
            <li key={place.placeId}>
              <button
                type="button"
                onClick={() => {
                  picked.current = place.address;
                  onPick(place);
                  setSuggestions([]);
                }}
              >
                <strong>{place.name}</strong>
                <span className="muted small" style={{ display: 'block' }}>
                  {place.address}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
