import {
  AppError,
  BOOKED_SLOT_DELETE_TEXT,
  SERVICE_NOT_FOUND_TEXT,
  SLOT_OVERLAP_TEXT,
  GENERATED_SLOT_MINUTES,
  TIME_SLOT_NOT_FOUND_TEXT,
  clinicDateTimeAt,
  pickSlotService,
  planWorkingSlots,
  type GenerateSlotsRequest,
  type GenerateSlotsResponse,
  type AvailableDays,
  type AvailableDaysQuery,
  type AvailableSlotsQuery,
  type BulkTimeSlots,
  type BulkTimeSlotsResponse,
  type CreateTimeSlot,
  type PublicTimeSlot,
  type TimeSlot,
} from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { isUniqueViolation } from '../../lib/db-errors';
import { staleVersion } from '../../lib/if-match';
import { createClinicsService } from '../clinics/clinics.service';
import { createAvailabilityService } from './availability.service';
import { checkSlotBounds } from './slot-bounds';
import { liveClinicians, pickClinician } from './slot-clinicians';
import { planSlots } from './slot-overlap';
import { createTimeSlotsRepository, type NewSlot } from './time-slots.repository';

const slotNotFound = () => new AppError('NOT_FOUND', TIME_SLOT_NOT_FOUND_TEXT);

/** Bookable time slots: the public availability view and the business's calendar. */
export function createTimeSlotsService(deps: AppDeps) {
  const repo = createTimeSlotsRepository(deps.db);
  const clinics = createClinicsService(deps);
  const availability = createAvailabilityService(deps);

  /** A serviceId on a slot must name one of the clinic's own services. */
  async function checkServiceIds(clinicId: string, slots: NewSlot[]): Promise<void> {
    const ids = [...new Set(slots.flatMap((slot) => (slot.serviceId ? [slot.serviceId] : [])))];
    const own = await repo.ownServiceIds(clinicId, ids);
    if (ids.some((id) => !own.has(id))) throw new AppError('NOT_FOUND', SERVICE_NOT_FOUND_TEXT);
  }

  /** Names each slot's clinician (the first one when left out), refusing one not of the live team. */
  async function withClinicians(clinicId: string, slots: NewSlot[]): Promise<NewSlot[]> {
    const live = await liveClinicians(deps.db, clinicId);
    return slots.map((slot) => ({
      ...slot,
      clinicianId: pickClinician(live, slot.clinicianId).id,
    }));
  }

  async function checkDates(clinicId: string, slots: NewSlot[], pathOf: (index: number) => string) {
    checkSlotBounds(slots, await repo.timeZoneOf(clinicId), deps.now(), pathOf);
  }

  /** Checks overlaps and inserts under the clinic's slot lock, in one transaction. */
  async function createChecked(clinicId: string, slots: NewSlot[]) {
    try {
      return await repo.withSlotLock(clinicId, async (tx) => {
        const dates = [...new Set(slots.map((slot) => slot.date))];
        const plan = planSlots(slots, await tx.spansOn(dates));
        const created = await tx.insert(plan.accept);
        // Time added on a date may be what a waiting owner needs.
        await tx.announceAddedTime([...new Set(created.map((slot) => slot.date))]);
        return { created, skipped: plan.skipped };
      });
    } catch (error) {
      // Only reachable if a slot was written without the lock; still a conflict, never a 500.
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', SLOT_OVERLAP_TEXT);
      throw error;
    }
  }

  return {
    /** Starts on a date (for a service: every start where it fits); the viewer sees time held for them. */
    async available(
      clinicId: string,
      query: AvailableSlotsQuery,
      viewerId?: string,
    ): Promise<PublicTimeSlot[]> {
      const clinic = await clinics.publishedClinic(clinicId);
      return availability.startsOn(clinic, query.date, query.service, viewerId, query.clinician);
    },

    /** Which days of a range have room for the service, with how many starts each. */
    async availableDays(
      clinicId: string,
      query: AvailableDaysQuery,
      viewerId?: string,
    ): Promise<AvailableDays> {
      const clinic = await clinics.publishedClinic(clinicId);
      return availability.availableDays(clinic, query, viewerId);
    },

    list: async (clinicId: string): Promise<TimeSlot[]> => repo.list(clinicId),

    async create(clinicId: string, input: CreateTimeSlot): Promise<TimeSlot> {
      await checkDates(clinicId, [input], () => 'date');
      await checkServiceIds(clinicId, [input]);
      const { created } = await createChecked(clinicId, await withClinicians(clinicId, [input]));
      const [slot] = created;
      if (!slot) throw new AppError('CONFLICT', SLOT_OVERLAP_TEXT);
      return slot;
    },

    async createBulk(clinicId: string, input: BulkTimeSlots): Promise<BulkTimeSlotsResponse> {
      await checkDates(clinicId, input.slots, (index) => `slots.${index}.date`);
      await checkServiceIds(clinicId, input.slots);
      const slots = await withClinicians(clinicId, input.slots);
      const { created, skipped } = await createChecked(clinicId, slots);
      return {
        created: created.length,
        skipped: skipped.length,
        slots: created,
        skippedSlots: skipped,
      };
    },

    /**
     * "Generate N Days": 30-minute slots for each live clinician (or only the one named) inside
     * their own working hours, else the clinic's (without either the spec's Sundays-off
     * 09:00-12:00 and 14:00-17:00 blocks), from today on the clinic's clock, leaving out starts
     * already past, closed dates and time that clinician already has a slot in.
     */
    async generate(clinicId: string, input: GenerateSlotsRequest): Promise<GenerateSlotsResponse> {
      const context = await repo.generationContext(clinicId);
      const team =
        input.clinicianId === undefined
          ? context.clinicians
          : [pickClinician(context.clinicians, input.clinicianId)];
      const local = clinicDateTimeAt(context.timeZone, deps.now());
      const draftFor = (hours: typeof context.workingHours) =>
        planWorkingSlots({
          hours,
          today: local.date,
          currentTime: local.time,
          days: input.days,
          slotMinutes: GENERATED_SLOT_MINUTES,
        });
      // The range depends only on today and the days asked for, not on whose hours.
      const { from, to } = draftFor(context.workingHours);
      const closed = await repo.closuresBetween(clinicId, from, to);
      const isClosed = (date: string) => closed.some((c) => c.from <= date && date <= c.to);
      const slots: NewSlot[] = team.flatMap((clinician) => {
        // Each clinician's time is published for a service they perform (a nurse's for boosters,
        // not for the clinic's consultation).
        const { serviceIds } = clinician;
        const service = pickSlotService(
          serviceIds ? context.services.filter((s) => serviceIds.includes(s.id)) : context.services,
        );
        return draftFor(clinician.workingHours ?? context.workingHours)
          .slots.filter((slot) => !isClosed(slot.date))
          .map((slot) => ({
            ...slot,
            service: service?.name ?? 'Consultation',
            serviceId: service?.id,
            duration: GENERATED_SLOT_MINUTES,
            clinicianId: clinician.id,
          }));
      });
      const { created, skipped } = await createChecked(clinicId, slots);
      return { created: created.length, existing: skipped.length, from, to };
    },

    async remove(clinicId: string, id: string, version?: string): Promise<void> {
      const outcome = await repo.deleteUnbooked(clinicId, id, version);
      if (outcome === 'missing') throw slotNotFound();
      if (outcome === 'booked') throw new AppError('CONFLICT', BOOKED_SLOT_DELETE_TEXT);
      if (outcome === 'stale') throw staleVersion();
    },
  };
}
