import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { INVITATION_DAYS } from '../../../contracts/staff';
import { STAFF_ROLE_LABELS, type StaffRole } from '../../../domain/staff-roles';
import type { Database } from '../../../server/db/client';
import { rowsOf } from '../../../server/db/client';
import type { ComposedEmail } from './compose-appointment';
import { paths } from '../../../paths';
import { renderHtml, renderText } from './mail-layout';

/** Only this hash of an invitation token is stored: a leaked table cannot join a clinic. */
export const hashInvitationToken = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex');

interface InvitationFacts {
  email: string;
  role: StaffRole;
  clinicName: string;
  inviter: string | null;
}

/**
 * The staff invitation email. As with an account claim, the token is made here, at sending, and
 * only its hash written with a fresh 7-day end, so the outbox never holds it. An invitation
 * accepted or withdrawn meanwhile sends nothing.
 */
export async function composeInvitationEmail(
  db: Database,
  invitationId: string,
  publicUrl: string,
  now: Date,
): Promise<ComposedEmail | null> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 86_400_000);
  const [facts] = rowsOf<InvitationFacts>(
    await db.execute(sql`with invitation as (
        update staff_invitations set token_hash = ${hashInvitationToken(token)},
          expires_at = ${expiresAt.toISOString()}
        where id = ${invitationId} and accepted_at is null and revoked_at is null
        returning email, role, clinic_id, invited_by)
      select i.email, i.role,
        coalesce(nullif(trim(c.business_name), ''), 'A clinic') as "clinicName",
        nullif(trim(a.first_name || ' ' || a.last_name), '') as inviter
      from invitation i join clinics c on c.id = i.clinic_id
        left join accounts a on a.id = i.invited_by`),
  );
  if (!facts) return null;
  const url = `${publicUrl}${paths.join(`token=${encodeURIComponent(token)}`)}`;
  const role = STAFF_ROLE_LABELS[facts.role].toLowerCase();
  const body = {
    greeting: 'Hello,',
    paragraphs: [
      `${facts.inviter ?? facts.clinicName} invited you to join ${facts.clinicName} on PetVet as ${role === 'manager' ? 'a manager' : role === 'reception' ? 'reception' : `a ${role}`}.`,
      `Choose your name and password to sign in with this email address. The link works once, for ${INVITATION_DAYS} days.`,
    ],
    facts: [
      ['Clinic', facts.clinicName],
      ['Email', facts.email],
    ] as Array<[string, string]>,
    action: { label: 'Join the clinic', url },
  };
  return {
    role: 'clinic',
    to: facts.email,
    subject: `Join ${facts.clinicName} on PetVet`,
    text: renderText(body),
    html: renderHtml(body),
  };
}

interface AwaitingFacts {
  email: string;
  firstName: string;
  clinicName: string;
  petName: string;
  date: string;
  time: string;
}

/**
 * A clinic's front desk booked a visit for an existing account by its email: the visit keeps its time
 * but counts only once the account holder confirms it, signed in, from this link.
 */
export async function composeOwnerConfirmEmail(
  db: Database,
  appointmentId: string,
  publicUrl: string,
): Promise<ComposedEmail | null> {
  const [facts] = rowsOf<AwaitingFacts>(
    await db.execute(sql`select o.email, o.first_name as "firstName",
        coalesce(nullif(trim(c.business_name), ''), 'A clinic') as "clinicName", p.name as "petName",
        a.appointment_date::text as date, to_char(a.appointment_time, 'HH24:MI') as time
      from appointments a join accounts o on o.id = a.owner_id join clinics c on c.id = a.clinic_id
        join pets p on p.id = a.pet_id
      where a.id = ${appointmentId} and a.awaiting_owner_since is not null
        and a.status <> 'cancelled'`),
  );
  if (!facts) return null;
  const url = `${publicUrl}${paths.dashboard(`confirm=${encodeURIComponent(appointmentId)}`)}`;
  const body = {
    greeting: `Hello ${facts.firstName},`,
    paragraphs: [
      `${facts.clinicName} booked a visit for ${facts.petName} by phone with this email address.`,
      'If it was you, sign in and confirm it. Until you do, the clinic keeps the time but the visit is not confirmed; if it was not you, ignore this email.',
    ],
    facts: [
      ['Clinic', facts.clinicName],
      ['Pet', facts.petName],
      ['When', `${facts.date} at ${facts.time}`],
    ] as Array<[string, string]>,
    action: { label: 'Confirm the visit', url },
  };
  return {
    role: 'owner',
    to: facts.email,
    subject: `Confirm your visit at ${facts.clinicName}`,
    text: renderText(body),
    html: renderHtml(body),
  };
}
