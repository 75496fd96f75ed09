import type { BusinessAppointment, BusinessStats } from '@petvet/shared';
import { Stars } from '../../../components/ui/Feedback';
import { NotLoaded } from '../../../components/ui/LoadError';
import { clinicAmount } from '../../../lib/money';
import { InsightsSection } from '../analytics/InsightsSection';
import { useServicesQuery } from '../api';
import { POPULAR_SERVICE_BAR_MIN_WIDTH, POPULAR_SERVICE_BAR_WIDTHS } from '../settings';
import '../business.css';

/** Shown for a figure whose read failed: a zero would claim there is none. */
const UNKNOWN = '–';

/** Appointments per weekday over the loaded list: the chart reflects the clinic's real bookings. */
function weekdayCounts(appointments: BusinessAppointment[]): Array<{ day: string; count: number }> {
  const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  const counts = days.map((day) => ({ day, count: 0 }));
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
  const { data: services = [] } = useServicesQuery();
  const bars = weekdayCounts(appointments ?? []);
  const max = Math.max(1, ...bars.map((b) => b.count));
  return (
    <div className="stack">
      <div className="grid grid--2">
        <section className="card" aria-labelledby="by-day">
          <h2 id="by-day">Appointments by weekday</h2>
          {!appointments && <NotLoaded what="Appointments" />}
          <div
            hidden={!appointments}
            className="bars"
            role="img"
            aria-label={bars.map((b) => `${b.day}: ${b.count}`).join(', ')}
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
          <h2 id="figures">Key figures</h2>
          <dl className="facts">
            <div>
              <dt>Total appointments</dt>
              <dd>{appointments ? appointments.length : UNKNOWN}</dd>
            </div>
            <div>
              <dt>Revenue this month</dt>
              <dd>{stats ? clinicAmount(stats.monthlyRevenue, stats.currency) : UNKNOWN}</dd>
            </div>
            <div>
              <dt>Average rating</dt>
              <dd>
                {stats ? (
                  <>
                    <Stars rating={stats.averageRating} /> {stats.averageRating.toFixed(1)} (
                    {stats.reviewCount})
                  </>
                ) : (
                  UNKNOWN
                )}
              </dd>
            </div>
          </dl>
          <h3>Popular services</h3>
          {services.length === 0 ? (
            <p className="muted">Add services to see them here.</p>
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
