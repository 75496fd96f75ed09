import type { GlobalStatsOverview } from '@petvet/shared';
import { useT, type MessageKey } from '../../../i18n';
import { formatCount } from '../../../lib/numbers';
import { QUICK_LOCATIONS } from '../filters';

/** The directory's totals beside the page title. */
export function DirectoryFacts({ stats }: { stats: GlobalStatsOverview | undefined }) {
  const t = useT();
  return (
    <dl
      className="facts"
      aria-label={t('directory.facts.label')}
      style={{ minWidth: 'min(100%, 460px)' }}
    >
      <div>
        <dt>{t('directory.facts.clinics')}</dt>
        <dd>{formatCount(stats?.totalPractices ?? 0)}</dd>
      </div>
      <div>
        <dt>{t('directory.facts.services')}</dt>
        <dd>{formatCount(stats?.totalServices ?? 0)}</dd>
      </div>
      <div>
        <dt>{t('directory.facts.countries')}</dt>
        <dd>{formatCount(stats?.totalCountries ?? 0)}</dd>
      </div>
    </dl>
  );
}

/** Each quick place's name in the reader's language; the search itself goes out in English. */
const QUICK_LOCATION_KEYS: Record<(typeof QUICK_LOCATIONS)[number], MessageKey> = {
  'New York, USA': 'directory.quick.newYork',
  'London, UK': 'directory.quick.london',
  'Tokyo, Japan': 'directory.quick.tokyo',
  'Sydney, Australia': 'directory.quick.sydney',
  'Toronto, Canada': 'directory.quick.toronto',
};

/** Before any search: a prompt and a few places to start from. */
export function QuickLocations({ onPick }: { onPick: (location: string) => void }) {
  const t = useT();
  return (
    <div className="card empty-state">
      <h2 className="empty-state__title">{t('directory.quick.title')}</h2>
      <p>{t('directory.quick.text')}</p>
      <div className="button-row button-row--center">
        {QUICK_LOCATIONS.map((location) => (
          <button
            key={location}
            type="button"
            className="btn btn--secondary btn--sm"
            onClick={() => onPick(location)}
          >
            {t(QUICK_LOCATION_KEYS[location])}
          </button>
        ))}
      </div>
    </div>
  );
}
