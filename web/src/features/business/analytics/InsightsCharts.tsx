import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ReactNode } from 'react';
import type { Insights } from '@petvet/shared';
import { useT } from '../../../i18n';
import { clinicAmount, clinicPrice } from '../../../lib/money';
import { BusiestHours } from './BusiestHours';
import { monthLabel, oneDecimal, weekLabel } from './labels';
import type { DateRange } from './range';
import { everyWeek } from './series';

const PRIMARY = '#0f766e';
const ACCENT = '#b45309';
const HEIGHT = 220;

function ChartCard({
  id,
  title,
  summary,
  children,
}: {
  id: string;
  title: string;
  summary: string;
  children: ReactNode;
}) {
  return (
    <section className="card insight" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <div role="img" aria-label={summary} className="insight__chart">
        {children}
      </div>
    </section>
  );
}

/** The charts of the Analytics tab, loaded only when the tab opens (recharts is large). */
export default function InsightsCharts({
  insights,
  range,
}: {
  insights: Insights;
  range: DateRange;
}) {
  const t = useT();
  const { currency } = insights;
  const weeks = everyWeek(range, insights.bookingsPerWeek, (week) => ({ week, count: 0 })).map(
    (w) => ({ ...w, label: weekLabel(w.week) }),
  );
  const revenue = everyWeek(range, insights.revenuePerWeek, (week) => ({ week, amount: 0 })).map(
    (w) => ({ ...w, label: weekLabel(w.week) }),
  );
  const services = insights.servicesByRevenue.slice(0, 8);
  const ratings = insights.ratingOverTime.map((m) => ({ ...m, label: monthLabel(m.month) }));
  const money = (value: unknown) => clinicAmount(Number(value), currency);
  return (
    <div className="insights-grid">
      <ChartCard
        id="bookings-week"
        title={t('business.insights.bookingsWeek')}
        summary={
          weeks
            .filter((w) => w.count > 0)
            .map((w) => t('business.analytics.labelValue', { label: w.label, value: w.count }))
            .join(', ') || t('business.insights.noBookings')
        }
      >
        <ResponsiveContainer width="100%" height={HEIGHT}>
          <BarChart data={weeks} margin={{ top: 12, left: -20, right: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" fontSize={12} />
            <YAxis allowDecimals={false} fontSize={12} />
            <Tooltip />
            <Bar
              dataKey="count"
              name={t('business.insights.bookings')}
              fill={PRIMARY}
              radius={[4, 4, 0, 0]}
            />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        id="revenue-week"
        title={t('business.insights.revenueWeek')}
        summary={
          revenue
            .filter((w) => w.amount > 0)
            .map((w) =>
              t('business.analytics.labelValue', { label: w.label, value: money(w.amount) }),
            )
            .join(', ') || t('business.insights.noRevenue')
        }
      >
        <ResponsiveContainer width="100%" height={HEIGHT}>
          <BarChart data={revenue} margin={{ top: 12, left: 0, right: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" fontSize={12} />
            <YAxis fontSize={12} tickFormatter={(v: number) => clinicPrice(v, currency)} />
            <Tooltip formatter={money} />
            <Bar
              dataKey="amount"
              name={t('business.insights.revenue')}
              fill={ACCENT}
              radius={[4, 4, 0, 0]}
            />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        id="services-revenue"
        title={t('business.insights.servicesRevenue')}
        summary={
          services
            .map((s) =>
              t('business.analytics.labelValue', {
                label: s.service,
                value: `${money(s.amount)} (${s.count})`,
              }),
            )
            .join(', ') || t('business.insights.noServices')
        }
      >
        <ResponsiveContainer width="100%" height={Math.max(HEIGHT, services.length * 34)}>
          <BarChart data={services} layout="vertical" margin={{ top: 12, left: 8, right: 16 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis
              type="number"
              fontSize={12}
              tickFormatter={(v: number) => clinicPrice(v, currency)}
            />
            <YAxis type="category" dataKey="service" width={120} fontSize={12} />
            <Tooltip formatter={money} />
            <Bar
              dataKey="amount"
              name={t('business.insights.revenue')}
              fill={PRIMARY}
              radius={[0, 4, 4, 0]}
            />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        id="rating-time"
        title={t('business.insights.ratingTime')}
        summary={
          ratings
            .map((m) =>
              t('business.analytics.labelValue', {
                label: m.label,
                value: `${oneDecimal(m.average)} (${m.count})`,
              }),
            )
            .join(', ') || t('business.insights.noReviews')
        }
      >
        <ResponsiveContainer width="100%" height={HEIGHT}>
          <LineChart data={ratings} margin={{ top: 12, left: -20, right: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" fontSize={12} />
            <YAxis domain={[0, 5]} ticks={[0, 1, 2, 3, 4, 5]} fontSize={12} />
            <Tooltip formatter={(v: unknown) => oneDecimal(Number(v))} />
            <Line
              dataKey="average"
              name={t('business.analytics.averageRating')}
              stroke={ACCENT}
              strokeWidth={2}
            />
          </LineChart>
        </ResponsiveContainer>
      </ChartCard>
      <section className="card insight insight--wide" aria-labelledby="busiest-hours">
        <h3 id="busiest-hours">{t('business.insights.busiest')}</h3>
        <BusiestHours cells={insights.busiestHours} />
        <p className="muted small">{t('business.insights.busiestNote')}</p>
      </section>
    </div>
  );
}
