import type { BusinessAppointment, BusinessStats } from '@petvet/shared';
import { EmptyState, Spinner } from '../../../components/ui/Feedback';
import { NotLoaded } from '../../../components/ui/LoadError';
import { Icon, type IconName } from '../../../components/ui/Icon';
import { StatCards, type Stat } from '../../../components/ui/StatCards';
import { useT, type MessageKey } from '../../../i18n';
import { formatDate } from '../../../lib/dates';
import { clinicAmount } from '../../../lib/money';
import { oneDecimal } from '../analytics/labels';
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

const QUICK_ACTIONS: Array<{ tab: BusinessTab; labelKey: MessageKey; icon: IconName }> = [
  { tab: 'calendar', labelKey: 'business.overview.action.calendar', icon: 'calendar' },
  { tab: 'services', labelKey: 'business.overview.action.services', icon: 'clipboard' },
  { tab: 'appointments', labelKey: 'business.overview.action.appointments', icon: 'clock' },
  { tab: 'profile', labelKey: 'business.overview.action.profile', icon: 'edit' },
];

export function OverviewTab({ stats, appointments, loading, onShowTab }: OverviewTabProps) {
  const t = useT();
  if (loading) return <Spinner label={t('business.overview.loading')} />;
  const cards: Stat[] = [
    {
      icon: 'calendar',
      value: stats ? String(stats.todayAppointments) : UNKNOWN,
      label: t('business.overview.today'),
    },
    {
      icon: 'star',
      value: stats ? oneDecimal(stats.averageRating) : UNKNOWN,
      label: stats
        ? t('business.overview.ratingCount', { count: stats.reviewCount })
        : t('business.overview.rating'),
    },
    {
      icon: 'file',
      value: stats ? clinicAmount(stats.monthlyRevenue, stats.currency) : UNKNOWN,
      label: t('business.overview.revenue'),
    },
    {
      icon: 'user',
      value: stats ? String(stats.activePatients) : UNKNOWN,
      label: t('business.overview.patients'),
    },
  ];
  return (
    <div className="stack">
      <StatCards stats={cards} />
      <div className="grid grid--2">
        <section className="card" aria-labelledby="quick-actions">
          <h2 id="quick-actions">{t('business.overview.quickActions')}</h2>
          <div className="grid grid--2">
            {QUICK_ACTIONS.map((action) => (
              <button
                key={action.tab}
                type="button"
                className="btn btn--secondary"
                onClick={() => onShowTab(action.tab)}
              >
                <Icon name={action.icon} /> {t(action.labelKey)}
              </button>
            ))}
          </div>
        </section>
        <section className="card" aria-labelledby="recent-activity">
          <h2 id="recent-activity">{t('business.overview.recent')}</h2>
          {!appointments ? (
            <NotLoaded what={t('business.overview.recentNotLoaded')} />
          ) : appointments.length === 0 ? (
            <EmptyState icon="clock" title={t('business.overview.noAppointments')} />
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
                    {t('business.overview.when', {
                      date: formatDate(a.date),
                      time: a.time.slice(0, 5),
                      owner: a.ownerName,
                    })}
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
