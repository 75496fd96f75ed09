import type { AvailableDays, PublicTimeSlot } from '@petvet/shared';
import { api } from './slice';

export interface AvailableSlotsArgs {
  clinicId: string;
  date: string;
  service?: string;
  /** Only this clinician's starts; without it, one start per time (any available). */
  clinician?: string;
}

export interface AvailableDaysArgs {
  clinicId: string;
  service?: string;
  clinician?: string;
}

const serviceParam = (service?: string) => (service ? { service } : {});
const clinicianParam = (clinician?: string) => (clinician ? { clinician } : {});

// The clinic's own slot changes (tag TimeSlot) and bookings (tag Slot of the clinic) refresh both.
const tagged = api.enhanceEndpoints({ addTagTypes: ['TimeSlot'] });

/**
 * A clinic's free times as owners see them: the booking screen, the clinic page's quick picks
 * and the clinic's own move dialog all read these.
 */
export const freeTimesApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    availableSlots: build.query<PublicTimeSlot[], AvailableSlotsArgs>({
      query: ({ clinicId, date, service, clinician }) => ({
        url: `/vet-business/time-slots/available/${encodeURIComponent(clinicId)}`,
        params: { date, ...serviceParam(service), ...clinicianParam(clinician) },
      }),
      providesTags: (_result, _error, { clinicId }) => [{ type: 'Slot', id: clinicId }, 'TimeSlot'],
      // Someone else may book a slot at any moment: never show a minutes-old list.
      keepUnusedDataFor: 0,
    }),
    /** Which days have free times (also when the clinic answer does not name the next one). */
    availableDays: build.query<AvailableDays, AvailableDaysArgs>({
      query: ({ clinicId, service, clinician }) => ({
        url: `/vet-business/time-slots/available-days/${encodeURIComponent(clinicId)}`,
        params: { ...serviceParam(service), ...clinicianParam(clinician) },
      }),
      providesTags: (_result, _error, { clinicId }) => [{ type: 'Slot', id: clinicId }],
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useAvailableSlotsQuery, useAvailableDaysQuery } = freeTimesApi;
