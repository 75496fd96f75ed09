import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { paths } from '../../../paths';

/**
 * The links every appointment email carries: where the owner cancels or changes the visit, and a
 * calendar file of it that opens from the email without signing in. The file's address names the
 * visit and a MAC of it under the server's secret (the API's JWT_SECRET), so the process that
 * sends mail and the API agree on it without storing anything, and nobody can make one up.
 */

const TOKEN_PATTERN = /^([0-9a-f]{32})([A-Za-z0-9_-]{32})$/;

const macOf = (secret: string, appointmentId: string) =>
  createHmac('sha256', createHmac('sha256', secret).update('visit-calendar').digest())
    .update(appointmentId)
    .digest('base64url')
    .slice(0, 32);

/** The token of one visit's calendar file: its id without dashes and a MAC, 64 characters. */
export function visitCalendarToken(secret: string, appointmentId: string): string {
  return appointmentId.replace(/-/g, '') + macOf(secret, appointmentId);
}

/** The visit a token names, or null when it is malformed or its MAC does not match. */
export function visitOfCalendarToken(secret: string, token: string): string | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const hex = match[1];
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const expected = Buffer.from(macOf(secret, id));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

/** The address of a visit's calendar file. */
export const visitCalendarUrl = (publicUrl: string, secret: string, appointmentId: string) =>
  `${publicUrl}/api/calendar/visits/${visitCalendarToken(secret, appointmentId)}.ics`;

/** The owner's dashboard opened on the visit: upcoming ones to cancel or move, others in history. */
export function visitPageUrl(publicUrl: string, appointmentId: string, cancelled: boolean): string {
  const query = new URLSearchParams({
    tab: cancelled ? 'history' : 'appointments',
    appointment: appointmentId,
  });
  return `${publicUrl}${paths.dashboard(query)}`;
}

/**
 * The secret the API signs with: JWT_SECRET when set, else the one the embedded default and
 * `npm start` keep in DATA_DIR (the API writes it at start, before any visit can be booked).
 * Read when an email is sent, so a sender started beside the API finds it. Undefined when none.
 */
export function readLinkSecret(env: { JWT_SECRET?: string; DATA_DIR: string }): string | undefined {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  try {
    const stored = readFileSync(path.resolve(env.DATA_DIR, 'jwt-secret'), 'utf8').trim();
    return stored.length >= 32 ? stored : undefined;
  } catch {
    return undefined;
  }
}
