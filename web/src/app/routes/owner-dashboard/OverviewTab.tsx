import type { OwnerAppointment, Pet } from '@petvet/shared';
import { AppointmentsList } from './AppointmentsList';
import { PetsGrid } from './PetsGrid';
import type { OwnerTab } from './tabs';
import './owner-dashboard.css';
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
  const stats: Stat[] = [
    { icon: 'calendar', value: upcoming?.length ?? UNKNOWN, label: 'Upcoming appointments' },
    { icon: 'paw', value: pets?.length ?? UNKNOWN, label: 'Pets' },
    { icon: 'check', value: completedCount ?? UNKNOWN, label: 'Completed visits' },
    { icon: 'star', value: reviewCount ?? UNKNOWN, label: 'Reviews written' },
  ];
  return (
    <div className="stack">
      <StatCards stats={stats} />
      <div className="grid owner-overview">
        <section className="card" aria-labelledby="overview-upcoming">
          <div className="card__header">
            <h2 id="overview-upcoming">Upcoming Appointments</h2>
            {upcoming && upcoming.length > OWNER_UPCOMING_LIMIT && (
              <button
                type="button"
                className="link-button"
                onClick={() => onShowTab('appointments')}
              >
                View all
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
            <NotLoaded what="Your appointments" />
          )}
        </section>
        <section className="card" aria-labelledby="overview-pets">
          <div className="card__header">
            <h2 id="overview-pets">My Pets</h2>
            <button type="button" className="btn btn--secondary btn--sm" onClick={onAddPet}>
              Add Pet
            </button>
          </div>
          {pets ? (
            <PetsGrid pets={pets} limit={OWNER_OVERVIEW_PET_LIMIT} onAdd={onAddPet} />
          ) : (
            <NotLoaded what="Your pets" />
          )}
          {pets && pets.length > OWNER_OVERVIEW_PET_LIMIT && (
            <button
              type="button"
              className="btn btn--ghost btn--block"
              style={{ marginTop: 12 }}
              onClick={() => onShowTab('pets')}
            >
              View all {pets.length} pets
            </button>
          )}
        </section>
      </div>
    </div>
  );
}
