import { useMemo } from 'react';
import { addCalendarDays, AVAILABLE_DAYS_AHEAD } from '@petvet/shared';
import { useAvailableDaysQuery } from './api';

export interface StripDay {
  date: string;
  /** Start times that fit the service; null while unknown (the server did not say). */
  count: number | null;
}

/**
 * The days of the booking window with how many free times each has. Until the answer is there
 * (or if it fails) the window's days are offered without counts, so booking never waits on it.
 */
export function useFreeDays(args: {
  clinicId: string;
  service?: string;
  first: string;
  last: string;
  skip?: boolean;
}) {
  const { clinicId, service, first, last, skip } = args;
  const query = useAvailableDaysQuery({ clinicId, service }, { skip });
  const days = useMemo<StripDay[]>(() => {
    const known = new Map((query.data?.days ?? []).map((d) => [d.date, d.count]));
    const list: StripDay[] = [];
    let date = first;
    for (let i = 0; i <= AVAILABLE_DAYS_AHEAD && date <= last; i += 1) {
      list.push({ date, count: query.data ? (known.get(date) ?? 0) : null });
      date = addCalendarDays(date, 1);
    }
    return list;
  }, [query.data, first, last]);
  const firstFree = query.data ? (days.find((d) => (d.count ?? 0) > 0)?.date ?? null) : null;
  return { days, firstFree, known: Boolean(query.data), loading: query.isLoading && !skip };
}
