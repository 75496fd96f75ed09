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
import { clinicAmount, clinicPrice } from '../../../lib/money';
import { BusiestHours } from './BusiestHours';
import { monthLabel, weekLabel } from './labels';
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
        title="Bookings per week"
        summary={
          weeks
            .filter((w) => w.count > 0)
            .map((w) => `${w.label}: ${w.count}`)
            .join(', ') || 'No bookings'
        }
      >
        <ResponsiveContainer width="100%" height={HEIGHT}>
          <BarChart data={weeks} margin={{ top: 12, left: -20, right: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" fontSize={12} />
            <YAxis allowDecimals={false} fontSize={12} />
            <Tooltip />
            <Bar dataKey="count" name="Bookings" fill={PRIMARY} radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        id="revenue-week"
        title="Revenue per week"
        summary={
          revenue
            .filter((w) => w.amount > 0)
            .map((w) => `${w.label}: ${money(w.amount)}`)
            .join(', ') || 'No revenue'
        }
      >
        <ResponsiveContainer width="100%" height={HEIGHT}>
          <BarChart data={revenue} margin={{ top: 12, left: 0, right: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" fontSize={12} />
            <YAxis fontSize={12} tickFormatter={(v: number) => clinicPrice(v, currency)} />
            <Tooltip formatter={money} />
            <Bar dataKey="amount" name="Revenue" fill={ACCENT} radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        id="services-revenue"
        title="Services by revenue"
        summary={
          services.map((s) => `${s.service}: ${money(s.amount)} (${s.count})`).join(', ') ||
          'No services booked'
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
            <Bar dataKey="amount" name="Revenue" fill={PRIMARY} radius={[0, 4, 4, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        id="rating-time"
        title="Average rating over time"
        summary={
          ratings.map((m) => `${m.label}: ${m.average.toFixed(1)} (${m.count})`).join(', ') ||
          'No reviews'
        }
      >
        <ResponsiveContainer width="100%" height={HEIGHT}>
          <LineChart data={ratings} margin={{ top: 12, left: -20, right: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" fontSize={12} />
            <YAxis domain={[0, 5]} ticks={[0, 1, 2, 3, 4, 5]} fontSize={12} />
            <Tooltip formatter={(v: unknown) => Number(v).toFixed(1)} />
            <Line dataKey="average" name="Average rating" stroke={ACCENT} strokeWidth={2} />
          </LineChart>
        </ResponsiveContainer>
      </ChartCard>
      <section className="card insight insight--wide" aria-labelledby="busiest-hours">
        <h3 id="busiest-hours">Busiest hours</h3>
        <BusiestHours cells={insights.busiestHours} />
        <p className="muted small">Darker is busier (hours in the clinic&apos;s time zone).</p>
      </section>
    </div>
  );
}
