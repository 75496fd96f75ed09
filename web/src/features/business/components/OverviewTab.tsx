import type { BusinessAppointment, BusinessStats } from '@petvet/shared';
import { EmptyState, Spinner } from '../../../components/ui/Feedback';
import { NotLoaded } from '../../../components/ui/LoadError';
import { Icon, type IconName } from '../../../components/ui/Icon';
import { StatCards, type Stat } from '../../../components/ui/StatCards';
import { formatDate } from '../../../lib/dates';
import { clinicAmount } from '../../../lib/money';
import { AppointmentStatus } from '../appointments/AppointmentStatus';
import { RECENT_ACTIVITY_LIMIT } from '../settings';
import type { BusinessTab } from '../tabs';

/** Shown for a figure whose read failed: a zero would claim there is none. */
const UNKNOWN = '–';

/** Stats and appointments are undefined when their read failed before any answer came. */
interface OverviewTabProps {
  stats: BusinessStats | undefined;
  appointments: BusinessAppointment[] | undefined;
  loading: boolean;
  onShowTab: (tab: BusinessTab) => void;
}

const QUICK_ACTIONS: Array<{ tab: BusinessTab; label: string; icon: IconName }> = [
  { tab: 'calendar', label: 'Manage Time Slots', icon: 'calendar' },
  { tab: 'services', label: 'Edit Services', icon: 'clipboard' },
  { tab: 'appointments', label: 'View Appointments', icon: 'clock' },
  { tab: 'profile', label: 'Update Profile', icon: 'edit' },
];

export function OverviewTab({ stats, appointments, loading, onShowTab }: OverviewTabProps) {
  if (loading) return <Spinner label="Loading your clinic's figures…" />;
  const cards: Stat[] = [
    {
      icon: 'calendar',
      value: stats ? String(stats.todayAppointments) : UNKNOWN,
      label: "Today's appointments",
    },
    {
      icon: 'star',
      value: stats ? stats.averageRating.toFixed(1) : UNKNOWN,
      label: stats ? `Average rating (${stats.reviewCount} reviews)` : 'Average rating',
    },
    {
      icon: 'file',
      value: stats ? clinicAmount(stats.monthlyRevenue, stats.currency) : UNKNOWN,
      label: 'Revenue this month',
    },
    {
      icon: 'user',
      value: stats ? String(stats.activePatients) : UNKNOWN,
      label: 'Active patients',
    },
  ];
  return (
    <div className="stack">
      <StatCards stats={cards} />
      <div className="grid grid--2">
        <section className="card" aria-labelledby="quick-actions">
          <h2 id="quick-actions">Quick Actions</h2>
          <div className="grid grid--2">
            {QUICK_ACTIONS.map((action) => (
              <button
                key={action.tab}
                type="button"
                className="btn btn--secondary"
                onClick={() => onShowTab(action.tab)}
              >
                <Icon name={action.icon} /> {action.label}
              </button>
            ))}
          </div>
        </section>
        <section className="card" aria-labelledby="recent-activity">
          <h2 id="recent-activity">Recent Activity</h2>
          {!appointments ? (
            <NotLoaded what="Recent appointments" />
          ) : appointments.length === 0 ? (
            <EmptyState icon="clock" title="No appointments yet" />
          ) : (
            <ul className="list">
              {appointments.slice(0, RECENT_ACTIVITY_LIMIT).map((a) => (
                <li key={a.id} className="record">
                  <div className="record__head">
                    <strong>
                      {a.petName} · {a.service}
                    </strong>
                    <AppointmentStatus status={a.status} />
                  </div>
                  <p className="muted small" style={{ margin: 0 }}>
                    {formatDate(a.date)} at {a.time.slice(0, 5)} · {a.ownerName}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
