import { translate, type MessageKey } from '../../i18n';
import { dateTimeFormat } from './date-time';

// The words of the account data view (AccountDataView) that are worked out outside its render.

/** A moment, as a date and a time in the reader's language. */
export const at = (iso: string | null) =>
  iso ? dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '';
/** A calendar day (YYYY-MM-DD) as written, whatever the reader's zone. */
export const day = (date: string | null) =>
  date
    ? dateTimeFormat({ dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))
    : '';
const ACCESS_KINDS: Record<string, MessageKey> = {
  'calendar-feed': 'account.view.kind.feed',
  'password-reset-link': 'account.view.kind.reset',
  'verify-email-link': 'account.view.kind.verify',
  'change-email-link': 'account.view.kind.change',
  'recovery-code': 'account.view.kind.recovery',
  'account-claim': 'account.view.kind.claim',
};

export const ended = (iso: string) => translate('account.view.ended', { date: at(iso) });
/** A kind of link or code in words; a kind this page does not know yet as the file names it. */
export const kindText = (kind: string) => {
  const key = ACCESS_KINDS[kind];
  return key ? translate(key) : kind;
};

/** The parts of an entry that are there, joined by middle dots. */
export const line = (...parts: Array<string | number | null | undefined>) =>
  parts.filter((part) => part !== null && part !== undefined && part !== '').join(' · ');
