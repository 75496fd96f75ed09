import { useT, type MessageKey } from '../../../i18n';

const LABELS: Record<string, MessageKey> = {
  database: 'clinics.source.database',
  database_only: 'clinics.source.databaseOnly',
  google_places: 'clinics.source.googlePlaces',
  google_places_with_pricing: 'clinics.source.googlePlacesWithPricing',
  hybrid: 'clinics.source.hybrid',
};

/** Where the results came from; unknown sources (no_results, unknown_location) show nothing. */
export function SourceBadge({ source }: { source: string }) {
  const t = useT();
  const label = LABELS[source];
  if (!label) return null;
  return (
    <span className="badge badge--primary" data-source={source}>
      {t('clinics.source.label', { source: t(label) })}
    </span>
  );
}
