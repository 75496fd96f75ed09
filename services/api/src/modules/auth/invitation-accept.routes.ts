import { Router } from 'express';
import { sql } from 'drizzle-orm';
import {
  AppError,
  INVITATION_EMAIL_TAKEN_TEXT,
  INVITATION_INVALID_TEXT,
  invitationAcceptSchema,
} from '@petvet/shared';
import { actAs, rowsOf } from '@petvet/shared/server';
import { hashInvitationToken } from '@petvet/shared/backend';
import type { AppDeps } from '../../deps';
import { isUniqueViolation } from '../../lib/db-errors';
import { parseInput } from '../../lib/validate';
import { EMAIL_UNIQUE_CONSTRAINT } from './auth.repository';
import { deviceOf } from '../account/session-store';
import { createAuthService } from './auth.service';
import { hashPassword } from './password-hasher';

const invalidInvitation = () => new AppError('NOT_FOUND', INVITATION_INVALID_TEXT);
const emailTaken = () => new AppError('EMAIL_TAKEN', INVITATION_EMAIL_TAKEN_TEXT);

/**
 * POST /api/auth/invitations/accept: the invited person chooses their name and password and is
 * signed in as a member of the clinic, with the invitation's email and role. The link works once,
 * until it expires, and not after the clinic withdrew it: all three are said by the row itself,
 * updated in the same transaction that makes the account.
 */
export function invitationAcceptRoutes(deps: AppDeps): Router {
  const router = Router();
  const auth = createAuthService(deps);

  router.post('/auth/invitations/accept', async (req, res) => {
    const input = parseInput(invitationAcceptSchema, req.body);
    const passwordHash = await hashPassword(input.password);
    const now = deps.now().toISOString();
    let email: string;
    try {
      email = await deps.db.transaction(async (tx) => {
        const [invitation] = rowsOf<{
          clinicId: string;
          email: string;
          role: string;
          clinicianId: string | null;
        }>(
          await tx.execute(sql`update staff_invitations set accepted_at = ${now}
            where token_hash = ${hashInvitationToken(input.token)} and accepted_at is null
              and revoked_at is null and expires_at > ${now}
            returning clinic_id as "clinicId", email, role, clinician_id as "clinicianId"`),
        );
        if (!invitation) throw invalidInvitation();
        // A business account without a clinic of its own: it acts for the inviting clinic.
        const [account] = rowsOf<{ id: string }>(
          await tx.execute(sql`insert into accounts
              (email, password_hash, first_name, last_name, user_type)
            values (${invitation.email}, ${passwordHash}, ${input.firstName}, ${input.lastName},
              'vet_business')
            returning id`),
        );
        await actAs(tx, account!.id);
        await tx.execute(sql`insert into clinic_staff (clinic_id, account_id, role, clinician_id)
          values (${invitation.clinicId}, ${account!.id}, ${invitation.role},
            ${invitation.clinicianId})`);
        return invitation.email;
      });
    } catch (error) {
      // The email got an account since the invitation was sent (the unique index decides).
      if (isUniqueViolation(error, EMAIL_UNIQUE_CONSTRAINT)) throw emailTaken();
      throw error;
    }
    res.status(201).json(await auth.login({ email, password: input.password }, deviceOf(req)));
  });

  return router;
}
