import type { ResolvedPlace } from '@petvet/shared';
import { useT } from '../../../i18n';
import { placeName } from '../../../lib/place-name';
import { richText } from '../../../i18n/rich-text';

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
