import type { ResolvedPlace } from '@petvet/shared';
import { regionName, useT } from '../../../i18n';
import { richText } from '../../../i18n/rich-text';

/** The country's name in the reader's language ("Deutschland"), else the API's English one. */
function countryName(place: ResolvedPlace): string {
  return (place.country && regionName(place.country)) || place.countryName || '';
}

/** "Köln, Germany": the place's name with its country when the name does not already say it. */
export function placeName(place: ResolvedPlace): string {
  const country = countryName(place);
  return country && !place.label.includes(country) ? `${place.label}, ${country}` : place.label;
}

/**
 * The place the search resolved the location to ("near Köln, Germany"), so a wrong guess shows at
 * once, and the other places of that name as one-click searches.
 */
export function PlaceLine({
  place,
  didYouMean = [],
  onPick,
}: {
  place: ResolvedPlace | null | undefined;
  didYouMean?: ResolvedPlace[];
  onPick: (place: ResolvedPlace) => void;
}) {
  const t = useT();
  if (!place) return null;
  return (
    <p className="muted small place-line">
      {richText(t('directory.place.near', { place: placeName(place) }), {
        strong: (name) => <strong>{name}</strong>,
      })}
      {didYouMean.length > 0 && (
        <>
          {' · '}
          {t('directory.place.didYouMean')}{' '}
          {didYouMean.map((other, i) => (
            <span key={`${other.lat},${other.lng}`}>
              {i > 0 && ', '}
              <button type="button" className="link-button" onClick={() => onPick(other)}>
                {placeName(other)}
              </button>
            </span>
          ))}
        </>
      )}
    </p>
  );
}
