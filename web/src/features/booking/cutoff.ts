import { DEFAULT_CANCELLATION_CUTOFF_HOURS, zonedTimeToInstant } from '@petvet/shared';
import { translate } from '../../i18n';

export interface ChangePolicy {
  cancellationCutoffHours?: number;
  phone?: string;
  timeZone?: string;
}

const HOUR_MS = 3_600_000;

/**
 * Why an owner can no longer cancel or move a visit online, or null while they still can: the
 * clinic's cut-off counts back from the visit's start in the clinic's own zone (0: up to the start).
 */
export function changeBlockedReason(
  visit: { appointmentDate: string; appointmentTime: string },
  policy: ChangePolicy | undefined,
  now: Date,
): string | null {
  const hours = policy?.cancellationCutoffHours ?? DEFAULT_CANCELLATION_CUTOFF_HOURS;
  const zone = policy?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC';
  let start: number;
  try {
    start = zonedTimeToInstant(
      zone,
      visit.appointmentDate,
      visit.appointmentTime.slice(0, 5),
    ).getTime();
  } catch {
    return null;
  }
  if (Number.isNaN(start)) return null;
  if (start - now.getTime() >= hours * HOUR_MS && start > now.getTime()) return null;
  // The server's refusal (cancellationCutoffText), said in the active language.
  const phone = policy?.phone ?? '';
  return phone
    ? translate('booking.policy.blockedCall', { hours, phone })
    : translate('booking.policy.blocked', { hours });
}

/** The clinic's cut-off as the confirmation states it: "Free to cancel or move until 24 hours before". */
export function changePolicyText(hours: number | undefined): string {
  const cutoff = hours ?? DEFAULT_CANCELLATION_CUTOFF_HOURS;
  if (cutoff <= 0) return translate('booking.policy.untilStart');
  return translate('booking.policy.until', { hours: cutoff });
}

/** Said before booking a time already inside the cut-off: once booked it is fixed online. */
export function insideCutoffText(hours: number | undefined, phone: string | undefined): string {
  const cutoff = hours ?? DEFAULT_CANCELLATION_CUTOFF_HOURS;
  return phone
    ? translate('booking.policy.insideCall', { hours: cutoff, phone })
    : translate('booking.policy.inside', { hours: cutoff });
}
