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

/** Stored words of the export (statuses, species, record types, roles) in the reader's language; English keeps them as stored. */
const VALUES: Record<string, MessageKey> = {
  'appointment:pending': 'account.value.appointment.pending',
  'appointment:confirmed': 'account.value.appointment.confirmed',
  'appointment:cancelled': 'account.value.appointment.cancelled',
  'appointment:completed': 'account.value.appointment.completed',
  'appointment:no_show': 'account.value.appointment.noShow',
  'waitlist:waiting': 'account.value.waitlist.waiting',
  'waitlist:booked': 'account.value.waitlist.booked',
  'waitlist:lapsed': 'account.value.waitlist.lapsed',
  'species:Dog': 'account.value.species.dog',
  'species:Cat': 'account.value.species.cat',
  'species:Bird': 'account.value.species.bird',
  'species:Rabbit': 'account.value.species.rabbit',
  'species:Hamster': 'account.value.species.hamster',
  'species:Guinea Pig': 'account.value.species.guineaPig',
  'species:Fish': 'account.value.species.fish',
  'species:Reptile': 'account.value.species.reptile',
  'species:Other': 'account.value.species.other',
  'record:checkup': 'account.value.record.checkup',
  'record:illness': 'account.value.record.illness',
  'record:injury': 'account.value.record.injury',
  'record:surgery': 'account.value.record.surgery',
  'record:other': 'account.value.record.other',
  'role:owner': 'account.value.role.owner',
  'role:manager': 'account.value.role.manager',
  'role:vet': 'account.value.role.vet',
  'role:nurse': 'account.value.role.nurse',
  'role:reception': 'account.value.role.reception',
};

/** A stored value in words; one this page does not know yet as the file names it. */
export const valueText = (
  group: 'appointment' | 'waitlist' | 'species' | 'record' | 'role',
  value: string,
) => {
  const key = VALUES[`${group}:${value}`];
  return key ? translate(key) : value;
};

/** The parts of an entry that are there, joined by middle dots. */
export const line = (...parts: Array<string | number | null | undefined>) =>
  parts.filter((part) => part !== null && part !== undefined && part !== '').join(' · ');
