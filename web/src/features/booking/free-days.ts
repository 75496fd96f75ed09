import { useMemo } from 'react';
import { addCalendarDays, AVAILABLE_DAYS_AHEAD, type AvailableDayReason } from '@petvet/shared';
import { useAvailableDaysQuery } from '../../lib/api/free-times';

export interface StripDay {
  date: string;
  /** Start times that fit the service; null while unknown (the server did not say). */
  count: number | null;
  /** Why a day without free time has none (closed, full, not open yet); absent when unknown. */
  reason?: AvailableDayReason;
}

/**
 * The days of the booking window with how many free times each has. Until the answer is there
 * (or if it fails) the window's days are offered without counts, so booking never waits on it.
 */
export function useFreeDays(args: {
  clinicId: string;
  service?: string;
  clinician?: string;
  first: string;
  last: string;
  skip?: boolean;
}) {
  const { clinicId, service, clinician, first, last, skip } = args;
  const query = useAvailableDaysQuery(
    { clinicId, service, ...(clinician && { clinician }) },
    { skip },
  );
  const days = useMemo<StripDay[]>(() => {
    const known = new Map((query.data?.days ?? []).map((d) => [d.date, d]));
    const list: StripDay[] = [];
    let date = first;
    for (let i = 0; i <= AVAILABLE_DAYS_AHEAD && date <= last; i += 1) {
      const day = known.get(date);
      // A day the answer left out is past the days it covers: not open for booking yet.
      const reason = day ? day.reason : query.data ? 'beyond_horizon' : undefined;
      list.push({ date, count: query.data ? (day?.count ?? 0) : null, ...(reason && { reason }) });
      date = addCalendarDays(date, 1);
    }
    return list;
  }, [query.data, first, last]);
  const firstFree = query.data ? (days.find((d) => (d.count ?? 0) > 0)?.date ?? null) : null;
  return { days, firstFree, known: Boolean(query.data), loading: query.isLoading && !skip };
}
