import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { INVITATION_DAYS } from '../../../contracts/staff';
import { STAFF_ROLE_LABELS, type StaffRole } from '../../../domain/staff-roles';
import type { Database } from '../../../server/db/client';
import { rowsOf } from '../../../server/db/client';
import type { ComposedEmail } from './compose-appointment';
import { paths } from '../../../paths';
import { mailLocale, mailWordsIn } from './mail-i18n';
import { formatDate, renderHtml, renderText, type MailBody } from './mail-layout';
import { timeInZone } from './mail-words';

/** Only this hash of an invitation token is stored: a leaked table cannot join a clinic. */
export const hashInvitationToken = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex');

interface InvitationFacts {
  email: string;
  role: StaffRole;
  /** Null: the clinic has no name yet (the reader's words stand in). */
  clinicName: string | null;
  inviter: string | null;
  /** The invitee's own account's language if they have one, else the inviter's. */
  locale: string;
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
        nullif(trim(c.business_name), '') as "clinicName",
        nullif(trim(a.first_name || ' ' || a.last_name), '') as inviter,
        coalesce((select o.locale from accounts o where lower(o.email) = lower(i.email)
          and o.deleted_at is null limit 1), a.locale, 'en') as locale
      from invitation i join clinics c on c.id = i.clinic_id
        left join accounts a on a.id = i.invited_by`),
  );
  if (!facts) return null;
  const url = `${publicUrl}${paths.join(`token=${encodeURIComponent(token)}`)}`;
  const locale = mailLocale(facts.locale);
  const t = mailWordsIn(locale);
  const clinic = facts.clinicName ?? t('mail.aClinic');
  const body: MailBody = {
    locale,
    greeting: t('mail.greetingNoName'),
    paragraphs: [
      t('invitation.invited', {
        inviter: facts.inviter ?? clinic,
        clinic,
        role: facts.role,
        label: STAFF_ROLE_LABELS[facts.role].toLowerCase(),
      }),
      t('invitation.choose', { days: INVITATION_DAYS }),
    ],
    facts: [
      [t('fact.clinic'), clinic],
      [t('fact.email'), facts.email],
    ],
    action: { label: t('invitation.action'), url },
  };
  return {
    role: 'clinic',
    to: facts.email,
    subject: t('invitation.subject', { clinic }),
    text: renderText(body),
    html: renderHtml(body),
  };
}

interface AwaitingFacts {
  email: string;
  firstName: string;
  /** Null: the clinic has no name yet (the reader's words stand in). */
  clinicName: string | null;
  petName: string;
  date: string;
  time: string;
  timeZone: string;
  locale: string;
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
        nullif(trim(c.business_name), '') as "clinicName", p.name as "petName",
        a.appointment_date::text as date, to_char(a.appointment_time, 'HH24:MI') as time,
        c.time_zone as "timeZone", o.locale
      from appointments a join accounts o on o.id = a.owner_id join clinics c on c.id = a.clinic_id
        join pets p on p.id = a.pet_id
      where a.id = ${appointmentId} and a.awaiting_owner_since is not null
        and a.status <> 'cancelled'`),
  );
  if (!facts) return null;
  const url = `${publicUrl}${paths.dashboard(`confirm=${encodeURIComponent(appointmentId)}`)}`;
  const locale = mailLocale(facts.locale);
  const t = mailWordsIn(locale);
  const clinic = facts.clinicName ?? t('mail.aClinic');
  // English keeps its plain "2026-03-20 at 10:30"; other languages write the day and the zone out.
  const when =
    locale === 'en'
      ? `${facts.date} at ${facts.time}`
      : t('appointment.when', {
          date: formatDate(facts.date, locale),
          time: timeInZone(facts.time, facts.timeZone, locale),
        });
  const body: MailBody = {
    locale,
    greeting: t('mail.greeting', { name: facts.firstName }),
    paragraphs: [t('ownerConfirm.booked', { clinic, pet: facts.petName }), t('ownerConfirm.ifYou')],
    facts: [
      [t('fact.clinic'), clinic],
      [t('fact.pet'), facts.petName],
      [t('fact.when'), when],
    ],
    action: { label: t('ownerConfirm.action'), url },
  };
  return {
    role: 'owner',
    to: facts.email,
    subject: t('ownerConfirm.subject', { clinic }),
    text: renderText(body),
    html: renderHtml(body),
  };
}
