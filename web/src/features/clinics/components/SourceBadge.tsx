const LABELS: Record<string, string> = {
  database: 'PetVet clinics',
  database_only: 'PetVet clinics only',
  google_places: 'Google Places',
  google_places_with_pricing: 'Google Places with pricing',
  hybrid: 'PetVet + Google Places',
};

/** Where the results came from; unknown sources (no_results, unknown_location) show nothing. */
export function SourceBadge({ source }: { source: string }) {
  const label = LABELS[source];
  if (!label) return null;
  return (
    <span className="badge badge--primary" data-source={source}>
      Source: {label}
    </span>
  );
}
