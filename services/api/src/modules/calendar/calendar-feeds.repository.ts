import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { withoutSeconds } from '@petvet/shared';
import { visitColumns } from '@petvet/shared/backend';
import { schema, type Database } from '@petvet/shared/server';
import { atVersion, versionOf } from '../../lib/if-match';

const { accounts, appointments, calendarFeeds, clinics } = schema;

export interface FeedAccount {
  accountId: string;
  userType: string;
  firstName: string;
  lastName: string;
  /** The account's language: its feed speaks it. */
  locale: string;
}

/** One live appointment as a feed lists it. */
export interface FeedAppointment {
  id: string;
  status: 'pending' | 'confirmed';
  date: string;
  time: string;
  duration: number;
  service: string;
  petName: string;
  notes: string;
  ownerName: string;
  clinicName: string;
  address: string;
  city: string;
  postcode: string;
  timeZone: string;
  updatedAt: Date;
}

/** A visit still ahead or under way: its end (local time in the clinic's zone) is after now. */
const notEnded = (now: Date) =>
  sql`((${appointments.appointmentDate} + ${appointments.appointmentTime}) at time zone ${clinics.timeZone})
      + make_interval(mins => ${appointments.duration}) > ${now.toISOString()}::timestamptz`;

/** A feed lists at most this many visits (a clinic's next months, an owner's every visit). */
const FEED_LIMIT = 1000;

export function createCalendarFeedsRepository(db: Database) {
  const feedAppointments = (scope: ReturnType<typeof eq>, now: Date) =>
    db
      .select({
        ...visitColumns,
        ownerName: sql<string>`trim(${accounts.firstName} || ' ' || ${accounts.lastName})`,
        clinicName: clinics.businessName,
        address: clinics.address,
        city: clinics.city,
        postcode: clinics.postcode,
        timeZone: clinics.timeZone,
        updatedAt: appointments.updatedAt,
      })
      .from(appointments)
      .innerJoin(clinics, eq(clinics.id, appointments.clinicId))
      .innerJoin(accounts, eq(accounts.id, appointments.ownerId))
      .where(and(scope, sql`${appointments.status} in ('pending', 'confirmed')`, notEnded(now)))
      .orderBy(asc(appointments.appointmentDate), asc(appointments.appointmentTime))
      .limit(FEED_LIMIT)
      .then((rows) =>
        rows.map((row) => ({
          ...row,
          time: withoutSeconds(row.time),
          status: row.status as FeedAppointment['status'],
        })),
      );

  return {
    async liveFeedOf(accountId: string): Promise<{ id: string; version: string } | null> {
      const [row] = await db
        .select({ id: calendarFeeds.id, version: versionOf(calendarFeeds) })
        .from(calendarFeeds)
        .where(and(eq(calendarFeeds.accountId, accountId), isNull(calendarFeeds.revokedAt)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Revokes the account's live feed and makes a new one, in one transaction. The account row
     * is locked first, so two requests at once take turns and one live feed remains.
     */
    /** Returns the new feed's version. */
    async replaceFeed(accountId: string, feed: { id: string; tokenHash: string }): Promise<string> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: accounts.id })
          .from(accounts)
          .where(eq(accounts.id, accountId))
          .for('update');
        await tx
          .update(calendarFeeds)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(calendarFeeds.accountId, accountId), isNull(calendarFeeds.revokedAt)));
        const [row] = await tx
          .insert(calendarFeeds)
          .values({ ...feed, accountId })
          .returning({ version: versionOf(calendarFeeds) });
        if (!row) throw new Error('calendar feed insert returned no row');
        return row.version;
      });
    },

    /**
     * Revokes the live address, only at `version` when one is given (see lib/if-match); returns
     * whether one was revoked.
     */
    async revokeFeed(accountId: string, version?: string): Promise<boolean> {
      const rows = await db
        .update(calendarFeeds)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(calendarFeeds.accountId, accountId),
            isNull(calendarFeeds.revokedAt),
            atVersion(calendarFeeds, version),
          ),
        )
        .returning({ id: calendarFeeds.id });
      return rows.length > 0;
    },

    /** The account behind a live feed's token hash; null when unknown or revoked. */
    async accountOfToken(tokenHash: string): Promise<FeedAccount | null> {
      const [row] = await db
        .select({
          accountId: accounts.id,
          userType: accounts.userType,
          firstName: accounts.firstName,
          lastName: accounts.lastName,
          locale: accounts.locale,
        })
        .from(calendarFeeds)
        .innerJoin(accounts, eq(accounts.id, calendarFeeds.accountId))
        .where(and(eq(calendarFeeds.tokenHash, tokenHash), isNull(calendarFeeds.revokedAt)))
        .limit(1);
      return row ?? null;
    },

    ownerAppointments: (ownerId: string, now: Date): Promise<FeedAppointment[]> =>
      feedAppointments(eq(appointments.ownerId, ownerId), now),

    /** The clinic the account acts for on its staff: a removed member's feed empties at once. */
    clinicAppointments: (accountId: string, now: Date): Promise<FeedAppointment[]> =>
      feedAppointments(
        sql`${clinics.id} = (select s.clinic_id from clinic_staff s
          where s.account_id = ${accountId} and s.removed_at is null)`,
        now,
      ),
  };
}
