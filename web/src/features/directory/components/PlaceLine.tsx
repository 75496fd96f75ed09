import type { ResolvedPlace } from '@petvet/shared';

export const DID_YOU_MEAN_TEXT = 'Did you mean:';

/** "Köln, Germany": the place's name with its country when the name does not already say it. */
export function placeName(place: ResolvedPlace): string {
  const country = place.countryName ?? '';
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
  if (!place) return null;
  return (
    <p className="muted small place-line">
      Searching near <strong>{placeName(place)}</strong>
      {didYouMean.length > 0 && (
        <>
          {' · '}
          {DID_YOU_MEAN_TEXT}{' '}
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
