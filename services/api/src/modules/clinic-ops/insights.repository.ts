import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@petvet/shared/server';
import type { Insights } from '@petvet/shared';

type Numeric = string | number | null;
const num = (value: Numeric | undefined) => Number(value ?? 0);
const cents = (value: Numeric | undefined) => Math.round(num(value) * 100) / 100;

/**
 * The clinic's insights over [from, to] (visit dates; review dates on the clinic's clock).
 * Bookings count every visit not cancelled; revenue counts confirmed and completed visits at the
 * price recorded when booked, as the dashboard's monthly revenue does.
 */
export function createInsightsRepository(db: Database) {
  return {
    async clinic(clinicId: string): Promise<{ timeZone: string; currency: string }> {
      const [row] = rowsOf<{ timeZone: string; currency: string }>(
        await db.execute(
          sql`select time_zone as "timeZone", currency from clinics where id = ${clinicId}`,
        ),
      );
      if (!row) throw new Error(`no clinic ${clinicId}`);
      return row;
    },

    async insights(
      clinicId: string,
      from: string,
      to: string,
      timeZone: string,
    ): Promise<Omit<Insights, 'currency'>> {
      const inRange = sql`a.clinic_id = ${clinicId} and a.appointment_date between ${from} and ${to}`;
      const weeks = rowsOf<{ week: string; count: Numeric; amount: Numeric }>(
        await db.execute(sql`select date_trunc('week', a.appointment_date)::date::text as week,
            count(*) filter (where a.status <> 'cancelled') as count,
            coalesce(sum(a.price) filter (where a.status in ('confirmed', 'completed')), 0) as amount
          from appointments a where ${inRange} group by 1 order by 1`),
      );
      const [outcomes] = rowsOf<{ completed: Numeric; noShow: Numeric }>(
        await db.execute(sql`select count(*) filter (where a.status = 'completed') as completed,
            count(*) filter (where a.status = 'no_show') as "noShow"
          from appointments a where ${inRange}`),
      );
      const hours = rowsOf<{ day: Numeric; hour: Numeric; count: Numeric }>(
        await db.execute(sql`select extract(dow from a.appointment_date)::int as day,
            extract(hour from a.appointment_time)::int as hour, count(*) as count
          from appointments a where ${inRange} and a.status <> 'cancelled'
          group by 1, 2 order by 1, 2`),
      );
      const services = rowsOf<{ service: string; amount: Numeric; count: Numeric }>(
        await db.execute(sql`select a.service_type as service, coalesce(sum(a.price), 0) as amount,
            count(*) as count
          from appointments a where ${inRange} and a.status in ('confirmed', 'completed')
          group by 1 order by amount desc, service`),
      );
      // An owner is new when their first visit to the clinic (not cancelled) lies in the range.
      const [owners] = rowsOf<{ new: Numeric; returning: Numeric }>(
        await db.execute(sql`with seen as (
            select a.owner_id, min(a.appointment_date) as first_visit,
              bool_or(a.appointment_date between ${from} and ${to}) as in_range
            from appointments a where a.clinic_id = ${clinicId} and a.status <> 'cancelled'
              and a.appointment_date <= ${to}
            group by a.owner_id)
          select count(*) filter (where in_range and first_visit >= ${from}) as new,
            count(*) filter (where in_range and first_visit < ${from}) as returning
          from seen`),
      );
      const ratings = rowsOf<{ month: string; average: Numeric; count: Numeric }>(
        await db.execute(sql`select to_char(r.created_at at time zone ${timeZone}, 'YYYY-MM') as month,
            avg(r.rating) as average, count(*) as count
          from reviews r where r.clinic_id = ${clinicId}
            and (r.created_at at time zone ${timeZone})::date between ${from} and ${to}
          group by 1 order by 1`),
      );
      const completed = num(outcomes?.completed);
      const noShows = num(outcomes?.noShow);
      return {
        bookingsPerWeek: weeks.map((w) => ({ week: w.week, count: num(w.count) })),
        revenuePerWeek: weeks.map((w) => ({ week: w.week, amount: cents(w.amount) })),
        noShowRate:
          completed + noShows === 0
            ? 0
            : Math.round((noShows / (completed + noShows)) * 1000) / 1000,
        busiestHours: hours.map((h) => ({
          day: num(h.day),
          hour: num(h.hour),
          count: num(h.count),
        })),
        servicesByRevenue: services.map((s) => ({
          service: s.service,
          amount: cents(s.amount),
          count: num(s.count),
        })),
        newVsReturning: { new: num(owners?.new), returning: num(owners?.returning) },
        ratingOverTime: ratings.map((r) => ({
          month: r.month,
          average: Math.round(num(r.average) * 10) / 10,
          count: num(r.count),
        })),
      };
    },
  };
}
