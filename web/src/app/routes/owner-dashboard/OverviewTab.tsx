import type { OwnerAppointment, Pet } from '@petvet/shared';
import { AppointmentsList } from './AppointmentsList';
import { PetsGrid } from './PetsGrid';
import type { OwnerTab } from './tabs';
import './owner-dashboard.css';
import { useT } from '../../../i18n';
import { NotLoaded } from '../../../components/ui/LoadError';
import { StatCards, type Stat } from '../../../components/ui/StatCards';
import { OWNER_UPCOMING_LIMIT } from '../../../features/appointments/lists';

/** How many pets the overview shows before linking to the full list. */
const OWNER_OVERVIEW_PET_LIMIT = 3;

/** Shown for a figure whose read failed: a zero would claim there is none. */
const UNKNOWN = '–';

/** Lists and counts are undefined when their read failed before any answer came. */
interface OverviewTabProps {
  upcoming: OwnerAppointment[] | undefined;
  pets: Pet[] | undefined;
  completedCount: number | undefined;
  reviewCount: number | undefined;
  onShowTab: (tab: OwnerTab) => void;
  onAddPet: () => void;
  now?: Date;
}

export function OverviewTab({
  upcoming,
  pets,
  completedCount,
  reviewCount,
  onShowTab,
  onAddPet,
  now,
}: OverviewTabProps) {
  const t = useT();
  const stats: Stat[] = [
    {
      icon: 'calendar',
      value: upcoming?.length ?? UNKNOWN,
      label: t('owner.overview.statUpcoming'),
    },
    { icon: 'paw', value: pets?.length ?? UNKNOWN, label: t('owner.overview.statPets') },
    { icon: 'check', value: completedCount ?? UNKNOWN, label: t('owner.overview.statCompleted') },
    { icon: 'star', value: reviewCount ?? UNKNOWN, label: t('owner.overview.statReviews') },
  ];
  return (
    <div className="stack">
      <StatCards stats={stats} />
      <div className="grid owner-overview">
        <section className="card" aria-labelledby="overview-upcoming">
          <div className="card__header">
            <h2 id="overview-upcoming">{t('owner.overview.upcomingTitle')}</h2>
            {upcoming && upcoming.length > OWNER_UPCOMING_LIMIT && (
              <button
                type="button"
                className="link-button"
                onClick={() => onShowTab('appointments')}
              >
                {t('owner.overview.viewAll')}
              </button>
            )}
          </div>
          {upcoming ? (
            <AppointmentsList
              kind="upcoming"
              appointments={upcoming.slice(0, OWNER_UPCOMING_LIMIT)}
              now={now}
            />
          ) : (
            <NotLoaded what={t('owner.dashboard.yourAppointments')} />
          )}
        </section>
        <section className="card" aria-labelledby="overview-pets">
          <div className="card__header">
            <h2 id="overview-pets">{t('owner.overview.petsTitle')}</h2>
            <button type="button" className="btn btn--secondary btn--sm" onClick={onAddPet}>
              {t('owner.dashboard.addPet')}
            </button>
          </div>
          {pets ? (
            <PetsGrid pets={pets} limit={OWNER_OVERVIEW_PET_LIMIT} onAdd={onAddPet} />
          ) : (
            <NotLoaded what={t('owner.dashboard.yourPets')} />
          )}
          {pets && pets.length > OWNER_OVERVIEW_PET_LIMIT && (
            <button
              type="button"
              className="btn btn--ghost btn--block"
              style={{ marginTop: 12 }}
              onClick={() => onShowTab('pets')}
            >
              {t('owner.overview.viewAllPets', { count: pets.length })}
            </button>
          )}
        </section>
      </div>
    </div>
  );
}
