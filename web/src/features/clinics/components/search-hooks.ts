import { useEffect, useMemo, useState } from 'react';
import { useSearchClinicsQuery } from '../api';
import { DEFAULT_CITIES, DEFAULT_CITY_RADIUS, DEFAULT_CITY_CLINIC_COUNT } from '../settings';

/** Waits for typing to pause before a field change becomes a search. */
export function useDebounced<T>(value: T, ms: number): T {
  const [current, setCurrent] = useState(value);
  // Compared by content: the arguments are a new object at every render, and a timer restarted
  // at every render would never fire while anything else renders. The value is plain data, so
  // its text gives it back.
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setCurrent(JSON.parse(key) as T), ms);
    return () => window.clearTimeout(timer);
  }, [key, ms]);
  return current;
}

export function useDefaultCities(skip: boolean) {
  const london = useSearchClinicsQuery(
    { city: DEFAULT_CITIES[0], radius: DEFAULT_CITY_RADIUS },
    { skip },
  );
  const newYork = useSearchClinicsQuery(
    { city: DEFAULT_CITIES[1], radius: DEFAULT_CITY_RADIUS },
    { skip },
  );
  const losAngeles = useSearchClinicsQuery(
    { city: DEFAULT_CITIES[2], radius: DEFAULT_CITY_RADIUS },
    { skip },
  );
  const loading = london.isLoading || newYork.isLoading || losAngeles.isLoading;
  const answers = [london, newYork, losAngeles].map((q) => (q.isError ? undefined : q.data));
  const [a, b, c] = answers;
  const groups = useMemo(
    () =>
      [a, b, c].map((answer, i) => ({
        city: DEFAULT_CITIES[i]!,
        // A failed default-city load is an empty list.
        clinics: (answer?.vets ?? [])
          .slice(0, DEFAULT_CITY_CLINIC_COUNT)
          .map((clinic) => ({ ...clinic, searchCity: DEFAULT_CITIES[i]! })),
      })),
    [a, b, c],
  );
  return { groups, loading };
}
