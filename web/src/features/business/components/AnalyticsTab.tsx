import type { BusinessAppointment, BusinessStats } from '@petvet/shared';
import { Stars } from '../../../components/ui/Feedback';
import { NotLoaded } from '../../../components/ui/LoadError';
import { useT } from '../../../i18n';
import { clinicAmount } from '../../../lib/money';
import { oneDecimal, shortDayName } from '../analytics/labels';
import { InsightsSection } from '../analytics/InsightsSection';
import { useServicesQuery } from '../api';
import { POPULAR_SERVICE_BAR_MIN_WIDTH, POPULAR_SERVICE_BAR_WIDTHS } from '../settings';
import '../business.css';

/** Shown for a figure whose read failed: a zero would claim there is none. */
const UNKNOWN = '–';

/** Appointments per weekday over the loaded list: the chart reflects the clinic's real bookings. */
function weekdayCounts(appointments: BusinessAppointment[]): Array<{ day: string; count: number }> {
  // Monday first: Date.getDay counts from Sunday (0).
  const counts = [1, 2, 3, 4, 5, 6, 0].map((day) => ({ day: shortDayName(day), count: 0 }));
  for (const a of appointments) {
    const date = new Date(`${a.date}T00:00:00`);
    if (!Number.isNaN(date.getTime()) && a.status !== 'cancelled')
      counts[(date.getDay() + 6) % 7]!.count += 1;
  }
  return counts;
}

export function AnalyticsTab({
  stats,
  appointments,
}: {
  stats: BusinessStats | undefined;
  /** Undefined when the read failed before any answer came: no chart of zeros then. */
  appointments: BusinessAppointment[] | undefined;
}) {
  const t = useT();
  const { data: services = [] } = useServicesQuery();
  const bars = weekdayCounts(appointments ?? []);
  const max = Math.max(1, ...bars.map((b) => b.count));
  return (
    <div className="stack">
      <div className="grid grid--2">
        <section className="card" aria-labelledby="by-day">
          <h2 id="by-day">{t('business.analytics.byWeekday')}</h2>
          {!appointments && <NotLoaded what={t('business.notLoaded.appointments')} />}
          <div
            hidden={!appointments}
            className="bars"
            role="img"
            aria-label={bars
              .map((b) => t('business.analytics.labelValue', { label: b.day, value: b.count }))
              .join(', ')}
          >
            {bars.map((bar) => (
              <div key={bar.day} className="bars__col">
                <div
                  className="bars__bar"
                  style={{ height: `${Math.max(4, (bar.count / max) * 100)}%` }}
                />
                <span className="bars__label">{bar.day}</span>
              </div>
            ))}
          </div>
        </section>
        <section className="card stack" aria-labelledby="figures">
          <h2 id="figures">{t('business.analytics.keyFigures')}</h2>
          <dl className="facts">
            <div>
              <dt>{t('business.analytics.total')}</dt>
              <dd>{appointments ? appointments.length : UNKNOWN}</dd>
            </div>
            <div>
              <dt>{t('business.analytics.revenueMonth')}</dt>
              <dd>{stats ? clinicAmount(stats.monthlyRevenue, stats.currency) : UNKNOWN}</dd>
            </div>
            <div>
              <dt>{t('business.analytics.averageRating')}</dt>
              <dd>
                {stats ? (
                  <>
                    <Stars rating={stats.averageRating} /> {oneDecimal(stats.averageRating)} (
                    {stats.reviewCount})
                  </>
                ) : (
                  UNKNOWN
                )}
              </dd>
            </div>
          </dl>
          <h3>{t('business.analytics.popular')}</h3>
          {services.length === 0 ? (
            <p className="muted">{t('business.analytics.popularEmpty')}</p>
          ) : (
            <ul className="list">
              {services.slice(0, 3).map((service, i) => (
                <li key={service.id}>
                  <div className="small">{service.name}</div>
                  <div className="meter">
                    <div
                      className="meter__fill"
                      style={{
                        width: `${Math.max(POPULAR_SERVICE_BAR_MIN_WIDTH, POPULAR_SERVICE_BAR_WIDTHS[i] ?? 0)}%`,
                      }}
                    />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <InsightsSection />
    </div>
  );
}
