/**
 * An account's lifecycle (migration 0029): its sessions, the single-use links emailed to it
 * (password reset, email verification, a change of address) and its second factor's recovery
 * codes. Tokens and codes are stored only as hashes: a leaked table signs nobody in.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './schema-accounts';
import { createdAt } from './schema-columns';

/** One signed-in device: every token names its session, and an ended session signs nothing in. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** "Chrome on macOS", read from the user agent at sign-in. */
    deviceLabel: text('device_label').notNull().default(''),
    /** The address it signed in from, and the last one it was seen at. */
    address: text('address').notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** 'logout', 'revoked', 'password-changed', 'password-reset', 'account-deleted'. */
    endReason: text('end_reason'),
  },
  (t) => [
    index('sessions_account_live_idx')
      .on(t.accountId)
      .where(sql`${t.endedAt} is null`),
  ],
);

export const ACCOUNT_LINK_PURPOSES = ['password-reset', 'verify-email', 'change-email'] as const;

/**
 * A link emailed to an account. The row is written with the request; the token is made when the
 * email is sent and only its hash is written then, with the link's end, so the outbox never
 * holds a token. A used link has used_at.
 */
export const accountLinks = pgTable(
  'account_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash'),
    /** The address the link was sent to (for a change of address, the new one). */
    email: text('email').notNull(),
    /** For a change of address: the address it replaces, told of the change. */
    previousEmail: text('previous_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_links_token_hash_key').on(t.tokenHash),
    index('account_links_account_idx').on(t.accountId, t.purpose, t.createdAt),
    check(
      'account_links_purpose_check',
      sql`${t.purpose} in ('password-reset', 'verify-email', 'change-email')`,
    ),
  ],
);

/** The ten one-time codes that stand in for an authenticator app that is lost. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_codes_account_code_key').on(t.accountId, t.codeHash)],
);
