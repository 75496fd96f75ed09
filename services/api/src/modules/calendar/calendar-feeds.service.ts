import { createHash, createHmac, randomUUID } from 'node:crypto';
import { AppError, type CalendarFeed } from '@petvet/shared';
import { buildCalendarFeed, placeLine, type CalendarEvent } from '@petvet/shared/backend';
import { staleVersion } from '../../lib/if-match';
import type { AppDeps } from '../../deps';
import {
  createCalendarFeedsRepository,
  type FeedAccount,
  type FeedAppointment,
} from './calendar-feeds.repository';
import { calendarWords, type CalendarWords } from './calendar-words';

export const CALENDAR_NOT_FOUND_TEXT = 'Calendar not found';

/** A feed's token: its id and a keyed MAC of it, URL-safe, 64 characters. */
export const FEED_TOKEN_PATTERN = /^[0-9a-f]{32}[A-Za-z0-9_-]{32}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

// The clinic's address once, even when it already ends with the city and postcode.
const placeOf = (appointment: FeedAppointment) =>
  placeLine({
    name: appointment.clinicName,
    address: appointment.address,
    city: appointment.city,
    postcode: appointment.postcode,
  });

/**
 * Secret calendar addresses. Only a hash of a token is stored; the token itself is the feed's id
 * with a MAC under the server's secret, so the signed-in account can be shown its address again
 * while a copy of the database alone names no working address.
 */
export function createCalendarFeedService(deps: Pick<AppDeps, 'db' | 'config' | 'now'>) {
  const repository = createCalendarFeedsRepository(deps.db);
  const key = createHmac('sha256', deps.config.JWT_SECRET).update('calendar-feed').digest();
  const tokenOf = (feedId: string) =>
    feedId.replace(/-/g, '') +
    createHmac('sha256', key).update(feedId).digest('base64url').slice(0, 32);
  const urlOf = (site: string, feedId: string) => `${site}/api/calendar/${tokenOf(feedId)}.ics`;

  function eventOf(
    site: string,
    account: FeedAccount,
    words: CalendarWords,
    appointment: FeedAppointment,
  ): CalendarEvent {
    const forClinic = account.userType === 'vet_business';
    const { service, petName: pet } = appointment;
    return {
      uid: `${appointment.id}@petvet`,
      date: appointment.date,
      time: appointment.time,
      timeZone: appointment.timeZone,
      durationMinutes: appointment.duration,
      summary: forClinic
        ? words.clinicSummary({ service, pet, owner: appointment.ownerName })
        : words.ownerSummary({ service, pet, clinic: appointment.clinicName }),
      location: placeOf(appointment),
      description: [
        appointment.status === 'pending' ? words.awaitingConfirmation() : '',
        appointment.notes,
      ]
        .filter(Boolean)
        .join('\n'),
      status: appointment.status,
      stamp: appointment.updatedAt,
      url: `${site}/${forClinic ? 'vet-dashboard' : 'dashboard'}`,
    };
  }

  return {
    /** `site` is the address people reach the site at (no trailing slash). */
    async current(accountId: string, site: string): Promise<CalendarFeed> {
      const feed = await repository.liveFeedOf(accountId);
      return feed ? { url: urlOf(site, feed.id), version: feed.version } : { url: null };
    },

    /** A new address; the old one stops working at once. */
    async replace(accountId: string, site: string): Promise<CalendarFeed> {
      const id = randomUUID();
      const version = await repository.replaceFeed(accountId, {
        id,
        tokenHash: hashOf(tokenOf(id)),
      });
      return { url: urlOf(site, id), version };
    },

    /**
     * Revokes the live address. With a version, an address replaced since it was read is left
     * (412): the user never saw it. With none live, there is nothing left to revoke either way.
     */
    async revoke(accountId: string, version?: string): Promise<void> {
      if (await repository.revokeFeed(accountId, version)) return;
      if (version !== undefined && (await repository.liveFeedOf(accountId))) throw staleVersion();
    },

    /** The account's visits still ahead as an iCalendar feed; an unknown or revoked token: 404. */
    async feed(token: string, site: string): Promise<string> {
      const account = FEED_TOKEN_PATTERN.test(token)
        ? await repository.accountOfToken(hashOf(token))
        : null;
      if (!account) throw new AppError('NOT_FOUND', CALENDAR_NOT_FOUND_TEXT);
      const now = deps.now();
      const appointments =
        account.userType === 'vet_business'
          ? await repository.clinicAppointments(account.accountId, now)
          : await repository.ownerAppointments(account.accountId, now);
      // The feed speaks the language of the account it belongs to (an owner, or a staff member).
      const words = calendarWords(account.locale);
      const name = words.feedName(`${account.firstName} ${account.lastName}`.trim());
      return buildCalendarFeed(
        appointments.map((appointment) => eventOf(site, account, words, appointment)),
        { name, refreshMinutes: 30 },
      );
    },
  };
}
