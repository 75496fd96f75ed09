import {
  AppError,
  WAITLIST_CLOSED_DAY_TEXT,
  bookingWindowIn,
  todayIn,
  type CreateWaitlistEntry,
  type WaitlistEntry,
} from '@petvet/shared';
import {
  createWaitlistRepository,
  queueWaitlistOffers,
  type OwnerWaitlistRow,
} from '@petvet/shared/backend';
import type { AppDeps } from '../../deps';
import { staleOr } from '../../lib/if-match';
import { readDayFacts, reasonOf } from '../time-slots/day-reasons';
import { createWaitlistLookups } from './waitlist.repository';

export const WAITLIST_PAST_DATE_TEXT = 'This date has already passed';
export const WAITLIST_OUTSIDE_WINDOW_TEXT =
  'You can join the waitlist for dates from today up to 60 days ahead';
export const WAITLIST_DUPLICATE_TEXT =
  'You are already on the waitlist for this clinic and date with this pet';
export const WAITLIST_UNKNOWN_SERVICE_TEXT = 'This clinic does not offer that service';
export const WAITLIST_ENTRY_NOT_FOUND_TEXT = 'Waitlist entry not found';

const toEntry = (row: OwnerWaitlistRow): WaitlistEntry => ({
  id: row.id,
  vetId: row.clinicId,
  businessName: row.businessName,
  date: row.date,
  petId: row.petId,
  petName: row.petName,
  service: row.service,
  createdAt: row.createdAt.toISOString(),
  version: row.version,
  offer: row.offer && { ...row.offer, expiresAt: row.offer.expiresAt.toISOString() },
});

export function createWaitlistService(deps: Pick<AppDeps, 'db' | 'now'>) {
  return {
    /** Joins the waitlist; every refusal says why, and a second join of the same wait is a 409. */
    async join(ownerId: string, input: CreateWaitlistEntry): Promise<WaitlistEntry> {
      const now = deps.now();
      const lookups = createWaitlistLookups(deps.db);
      const clinic = await lookups.clinicById(input.vetId);
      if (!clinic) throw new AppError('NOT_FOUND', 'Vet not found');
      const window = bookingWindowIn(clinic.timeZone, now);
      if (input.date < window.first)
        throw new AppError('VALIDATION_FAILED', WAITLIST_PAST_DATE_TEXT);
      if (input.date > window.last) {
        throw new AppError('VALIDATION_FAILED', WAITLIST_OUTSIDE_WINDOW_TEXT);
      }
      // No time will ever free up on a day the clinic is closed: waiting for it is a trap.
      const facts = await readDayFacts(deps.db, clinic.id, input.date, input.date);
      if (reasonOf(input.date, facts) === 'closed') {
        throw new AppError('DAY_CLOSED', WAITLIST_CLOSED_DAY_TEXT);
      }
      if (!(await lookups.ownsPet(ownerId, input.petId))) {
        throw new AppError('NOT_FOUND', 'Pet not found');
      }
      const service = input.service ? await lookups.clinicService(clinic.id, input.service) : null;
      if (input.service && !service) {
        throw new AppError('VALIDATION_FAILED', WAITLIST_UNKNOWN_SERVICE_TEXT);
      }

      const repository = createWaitlistRepository(deps.db);
      const id = await repository.insertEntry({
        ownerId,
        clinicId: clinic.id,
        date: input.date,
        petId: input.petId,
        serviceId: service?.id ?? null,
        service: service?.name ?? null,
      });
      if (!id) throw new AppError('CONFLICT', WAITLIST_DUPLICATE_TEXT);
      const [row] = await repository.listForOwner(ownerId, now, id);
      if (!row) throw new Error('waitlist entry could not be read back');
      return toEntry(row);
    },

    /** The owner's waits still ahead (on the clinic's calendar), oldest first, with any live offer. */
    async list(ownerId: string): Promise<WaitlistEntry[]> {
      const now = deps.now();
      const rows = await createWaitlistRepository(deps.db).listForOwner(ownerId, now);
      return rows.filter((row) => row.date >= todayIn(row.timeZone, now)).map(toEntry);
    },

    /**
     * Leaves the waitlist. The entry's hold goes with it, and its time is offered to the next in
     * line (queued in the same transaction).
     */
    async leave(ownerId: string, entryId: string, version?: string): Promise<void> {
      const found = await deps.db.transaction(async (tx) => {
        const lookups = createWaitlistLookups(tx);
        const place = await lookups.entryPlace(ownerId, entryId);
        if (!place) return false;
        const repository = createWaitlistRepository(tx);
        // Offer runs lock the clinic too: none is handing this entry time while it goes.
        await repository.lockClinic(place.clinicId);
        // Only the entry as the owner read it goes (see lib/if-match); checked after the clinic
        // lock, in the order offer runs take their locks.
        if (version !== undefined && !(await lookups.lockEntryAt(ownerId, entryId, version))) {
          throw await staleOr(
            version,
            async () => Boolean(await lookups.entryPlace(ownerId, entryId)),
            () => new AppError('NOT_FOUND', WAITLIST_ENTRY_NOT_FOUND_TEXT),
          );
        }
        const left = await repository.deleteOwned(ownerId, entryId);
        if (!left) return false;
        if (left.released) await queueWaitlistOffers(tx, left);
        return true;
      });
      if (!found) throw new AppError('NOT_FOUND', WAITLIST_ENTRY_NOT_FOUND_TEXT);
    },
  };
}
