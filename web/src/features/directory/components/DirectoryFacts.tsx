import type { GlobalStatsOverview } from '@petvet/shared';
import { formatCount } from '../../../lib/numbers';
import { QUICK_LOCATIONS } from '../filters';

/** The directory's totals beside the page title. */
export function DirectoryFacts({ stats }: { stats: GlobalStatsOverview | undefined }) {
  return (
    <dl
      className="facts"
      aria-label="Directory statistics"
      style={{ minWidth: 'min(100%, 460px)' }}
    >
      <div>
        <dt>Clinics worldwide</dt>
        <dd>{formatCount(stats?.totalPractices ?? 0)}</dd>
      </div>
      <div>
        <dt>Services listed</dt>
        <dd>{formatCount(stats?.totalServices ?? 0)}</dd>
      </div>
      <div>
        <dt>Countries</dt>
        <dd>{stats?.totalCountries ?? 0}</dd>
      </div>
    </dl>
  );
}

/** Before any search: a prompt and a few places to start from. */
export function QuickLocations({ onPick }: { onPick: (location: string) => void }) {
  return (
    <div className="card empty-state">
      <h2 className="empty-state__title">Where are you looking?</h2>
      <p>Search a city to compare clinics and their prices, or try one of these:</p>
      <div className="button-row button-row--center">
        {QUICK_LOCATIONS.map((location) => (
          <button
            key={location}
            type="button"
            className="btn btn--secondary btn--sm"
            onClick={() => onPick(location)}
          >
            {location}
          </button>
        ))}
      </div>
    </div>
  );
}
