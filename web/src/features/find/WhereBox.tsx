import type { ResolvedPlace } from '@petvet/shared';
import { useId, useState, type KeyboardEvent } from 'react';
import { useT } from '../../i18n';
import { placeCountry, placeName } from '../../lib/place-name';
import { usePlaceSuggestions } from './use-place-suggestions';

/** A postcode is searched as typed; a town with its country, so "Cologne, Italy" stays in Italy. */
export const pickedText = (place: ResolvedPlace) =>
  place.kind === 'postcode' ? place.label : placeName(place);

/**
 * The "where" box: a combobox whose list suggests places while typing. Arrow keys move through
 * the list, Enter picks, Escape closes; the input keeps focus throughout (aria-activedescendant).
 */
export function WhereBox({
  value,
  onChange,
  onPick,
}: {
  value: string;
  onChange: (text: string) => void;
  onPick: (text: string) => void;
}) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = usePlaceSuggestions(value, open);
  const shown = open && suggestions.length > 0;
  const pick = (place: ResolvedPlace) => {
    setOpen(false);
    setActive(-1);
    onPick(pickedText(place));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (suggestions.length === 0) return;
      const last = suggestions.length - 1;
      setActive((i) =>
        event.key === 'ArrowDown' ? (i >= last ? 0 : i + 1) : i <= 0 ? last : i - 1,
      );
    } else if (event.key === 'Enter' && shown && active >= 0 && suggestions[active]) {
      event.preventDefault();
      pick(suggestions[active]);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };
  const listId = `${id}-places`;
  return (
    <div className="field find-where">
      <label htmlFor={`${id}-where`} className="field__label">
        {t('clinics.find.where')}
      </label>
      <input
        id={`${id}-where`}
        name="where"
        className="input"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder={t('clinics.find.wherePlaceholder')}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('clinics.find.suggestions')}
        className="find-where__list"
        hidden={!shown}
      >
        {suggestions.map((place, i) => (
          <li
            key={`${place.label}-${place.lat}-${place.lng}`}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'is-active' : undefined}
            // Picked before the box's blur closes the list.
            onMouseDown={(e) => {
              e.preventDefault();
              pick(place);
            }}
          >
            {place.label}
            {placeCountry(place) && <span className="muted small"> {placeCountry(place)}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
