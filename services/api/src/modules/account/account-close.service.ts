import {
  ACCOUNT_CLOSED_CANCEL_REASON,
  AppError,
  CLOSE_ACCOUNT_HAS_FUTURE_APPOINTMENTS_TEXT,
  PASSWORD_WRONG_TEXT,
  SESSION_ENDED_TEXT,
  invalid,
} from '@petvet/shared';
import { actAs } from '@petvet/shared/server';
import { publishNotification, queueWaitlistOffers } from '@petvet/shared/backend';
import type { AppDeps } from '../../deps';
import { staleVersion } from '../../lib/if-match';
import { verifyPassword } from '../auth/password-hasher';
import { createAccountCloseRepository } from './account-close.repository';
import { endSessions } from './session-store';

const sessionEnded = () => new AppError('UNAUTHENTICATED', SESSION_ENDED_TEXT);

/**
 * Closing an account (DELETE /api/account). The password is asked again, so a device left signed
 * in cannot close it. Then ONE transaction does all of it or none: a practice owner whose clinic
 * still has visits to come is refused; the account's own visits to come are cancelled, each with
 * the clinic emailed through the outbox; pets (with their records), waitlist entries, holds,
 * feeds, links and codes are deleted; its clinic memberships end (a practice owner's clinic is
 * withdrawn from PetVet); every session ends; and the row becomes a closed account that frees the
 * email address for a new registration while past appointments and reviews keep pointing at it.
 */
export function createAccountCloseService(deps: Pick<AppDeps, 'db' | 'now'>) {
  return {
    /** `version`, when given (If-Match), is the account's as read: a change since answers 412. */
    async close(accountId: string, password: string, version?: string): Promise<void> {
      const hash = await createAccountCloseRepository(deps.db).passwordHashOf(accountId);
      if (hash === null) throw sessionEnded();
      if (!(await verifyPassword(hash, password))) {
        throw invalid(PASSWORD_WRONG_TEXT, [{ path: 'password', message: PASSWORD_WRONG_TEXT }]);
      }
      const now = deps.now();
      await deps.db.transaction(async (tx) => {
        await actAs(tx, accountId);
        const repo = createAccountCloseRepository(tx);
        // A close that raced this one (or a password change) has moved the row on.
        const current = await repo.lockLive(accountId);
        if (current === null) throw sessionEnded();
        if (version !== undefined && version !== current) throw staleVersion();
        const clinics = await repo.clinicsRunBy(accountId);
        for (const clinic of clinics) {
          if (await repo.hasUpcomingVisits(clinic.id, now)) {
            throw new AppError('CONFLICT', CLOSE_ACCOUNT_HAS_FUTURE_APPOINTMENTS_TEXT);
          }
        }

        const cancelled = await repo.cancelUpcoming(accountId, now);
        for (const visit of cancelled) {
          await publishNotification(tx, {
            kind: 'cancelled',
            appointmentId: visit.id,
            cancelledBy: 'owner',
            reason: ACCOUNT_CLOSED_CANCEL_REASON,
          });
        }
        // The freed times go to whoever waits for them, once per clinic and day.
        const days = new Set(cancelled.map((visit) => `${visit.clinicId}|${visit.date}`));
        for (const day of days) {
          const [clinicId = '', date = ''] = day.split('|');
          await queueWaitlistOffers(tx, { clinicId, date });
        }

        await repo.deleteOwned(accountId);
        await repo.endMemberships(accountId);
        for (const clinic of clinics.filter((c) => c.own)) await repo.withdrawClinic(clinic.id);
        await repo.touchReviews(accountId);
        await endSessions(tx, accountId, { reason: 'account-deleted' });
        await repo.markClosed(accountId);
      });
    },
  };
}
