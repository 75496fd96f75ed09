import { baseUrl } from './browser';
import type { Session } from './seed';

/** The API as an owner or clinic account calls it; a refusal fails the journey with its text. */
export async function apiCall<T>(
  method: string,
  path: string,
  session?: Session,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${baseUrl().replace('localhost', '127.0.0.1')}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(session ? { authorization: `Bearer ${session.token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

interface FreeTime {
  id: string;
  date: string;
  startTime: string;
  service: string;
  duration: number;
}

/** Books the clinic's free start at `time` on `date` for the owner's pet; returns the visit's id. */
export async function bookAt(
  owner: Session,
  petId: string,
  clinicId: string,
  date: string,
  time: string,
): Promise<string> {
  const free = await apiCall<FreeTime[]>(
    'GET',
    `/vet-business/time-slots/available/${clinicId}?date=${date}&service=General%20Consultation`,
  );
  const start = free.find((t) => t.startTime === time);
  if (!start) throw new Error(`${time} on ${date} is not free`);
  const booked = await apiCall<{ id: string }>('POST', '/appointments', owner, {
    vetId: clinicId,
    petId,
    timeSlotId: start.id,
    serviceType: start.service,
    appointmentDate: start.date,
    appointmentTime: start.startTime,
    duration: start.duration,
  });
  return booked.id;
}

/** Lets owners change visits up to their start, so a journey never depends on the hour it runs. */
export async function allowChangesUntilStart(business: Session): Promise<void> {
  const profile = await apiCall<Record<string, unknown>>('GET', '/vet-business/profile', business);
  await apiCall('PUT', '/vet-business/profile', business, {
    ...profile,
    cancellationCutoffHours: 0,
  });
}
