import {
  AppError,
  CLOSURE_HAS_BOOKINGS_TEXT,
  CLOSURE_NOT_FOUND_TEXT,
  addCalendarDays,
  todayIn,
  type Calendar,
  type CalendarMonth,
  type CalendarQuery,
  type Closure,
  type ClosurePreview,
  type ClosurePreviewQuery,
  type CreateClosureRequest,
  type CreateClosureResponse,
  type Insights,
  type InsightsQuery,
} from '@petvet/shared';
import { publishNotification } from '@petvet/shared/backend';
import type { AppDeps } from '../../deps';
import { staleOr } from '../../lib/if-match';
import { completeElapsedAppointments } from '../appointments/appointments.service';
import { createCalendarRepository } from './calendar.repository';
import { createClosuresRepository } from './closures.repository';
import { createInsightsRepository } from './insights.repository';

/** A closure may last a year at most: its days are locked one by one while it is written. */
export const CLOSURE_MAX_DAYS = 366;
export const CLOSURE_TOO_LONG_TEXT = 'A closure can last at most a year';
/** Insights without a range cover the last 12 weeks up to today. */
const DEFAULT_INSIGHT_DAYS = 84;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

const datesOf = (from: string, to: string) =>
  Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addCalendarDays(from, i));

/** The refusal of a closure over booked visits lists each one, as the dialog shows them. */
function bookedRefusal(appointments: ClosurePreview['appointments']): AppError {
  return new AppError(
    'CLOSURE_HAS_BOOKINGS',
    CLOSURE_HAS_BOOKINGS_TEXT,
    appointments.map((a) => ({
      path: `appointments.${a.id}`,
      message: `${a.date} ${a.time} · ${a.petName} (${a.ownerName}) · ${a.service}`,
    })),
  );
}

/** Closures, the calendar and insights of the clinic a business account manages. */
export function createClinicOpsService(deps: Pick<AppDeps, 'db' | 'now'>) {
  const closures = createClosuresRepository(deps.db);
  const calendar = createCalendarRepository(deps.db);
  const insights = createInsightsRepository(deps.db);

  return {
    listClosures: (clinicId: string): Promise<Closure[]> => closures.list(clinicId),

    previewClosure: (clinicId: string, query: ClosurePreviewQuery): Promise<ClosurePreview> =>
      closures.preview(clinicId, query.from, query.to),

    /**
     * Records the closure and removes the free time in it, in one transaction holding each of
     * its days. With cancelAppointments, the live visits in it are cancelled with the reason and
     * their owners emailed; the time is not offered to the waitlist, since the clinic is closed.
     * Without a decision, booked visits refuse the closure with their list: a clinic closing a
     * booked day must say whether those owners are told, never leave them booked by silence.
     */
    async createClosure(
      clinicId: string,
      input: CreateClosureRequest,
    ): Promise<CreateClosureResponse> {
      if (daysBetween(input.from, input.to) + 1 > CLOSURE_MAX_DAYS) {
        throw new AppError('VALIDATION_FAILED', CLOSURE_TOO_LONG_TEXT);
      }
      return deps.db.transaction(async (tx) => {
        const repo = createClosuresRepository(tx);
        await repo.lockDays(clinicId, datesOf(input.from, input.to));
        if (input.cancelAppointments === undefined) {
          const { appointments } = await repo.preview(clinicId, input.from, input.to);
          if (appointments.length > 0) throw bookedRefusal(appointments);
        }
        const id = await repo.insert(clinicId, input);
        const cancelled = input.cancelAppointments
          ? await repo.cancelLiveBetween(clinicId, input.from, input.to)
          : [];
        for (const appointmentId of cancelled) {
          await publishNotification(tx, {
            kind: 'cancelled',
            appointmentId,
            cancelledBy: 'clinic',
            reason: input.reason,
          });
        }
        const removedSlots = await repo.deleteFreeSlotsBetween(clinicId, input.from, input.to);
        return {
          id,
          from: input.from,
          to: input.to,
          reason: input.reason,
          removedSlots,
          cancelledAppointments: cancelled.length,
        };
      });
    },

    async removeClosure(clinicId: string, id: string, version?: string): Promise<void> {
      if (!(await closures.remove(clinicId, id, version))) {
        throw await staleOr(
          version,
          () => closures.exists(clinicId, id),
          () => new AppError('NOT_FOUND', CLOSURE_NOT_FOUND_TEXT),
        );
      }
    },

    async calendar(clinicId: string, query: CalendarQuery): Promise<Calendar> {
      await completeElapsedAppointments(deps, { clinicId });
      const [timeZone, slots, appointments, closed] = await Promise.all([
        calendar.timeZoneOf(clinicId),
        calendar.slotsBetween(clinicId, query.from, query.to),
        calendar.appointmentsBetween(clinicId, query.from, query.to),
        closures.touching(clinicId, query.from, query.to),
      ]);
      return { timeZone, slots, appointments, closures: closed };
    },

    async month(clinicId: string, month: string): Promise<CalendarMonth> {
      const from = `${month}-01`;
      const next = new Date(`${from}T00:00:00Z`);
      next.setUTCMonth(next.getUTCMonth() + 1);
      const to = addCalendarDays(next.toISOString().slice(0, 10), -1);
      const counts = await calendar.countsBetween(clinicId, from, to);
      return {
        days: datesOf(from, to).map((date) => ({
          date,
          appointments: counts.get(date)?.appointments ?? 0,
          freeSlots: counts.get(date)?.freeSlots ?? 0,
        })),
      };
    },

    async insights(clinicId: string, query: InsightsQuery): Promise<Insights> {
      await completeElapsedAppointments(deps, { clinicId });
      const clinic = await insights.clinic(clinicId);
      const to = query.to ?? todayIn(clinic.timeZone, deps.now());
      const from = query.from ?? addCalendarDays(to, -(DEFAULT_INSIGHT_DAYS - 1));
      if (to < from)
        throw new AppError('VALIDATION_FAILED', 'The last day must be on or after the first day');
      const figures = await insights.insights(clinicId, from, to, clinic.timeZone);
      return { currency: clinic.currency, ...figures };
    },
  };
}
