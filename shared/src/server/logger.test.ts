import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

const EMAIL = 'ann.owner@example.test';
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
const QUERY = 'insert into "accounts" ("email", "password_hash") values ($1, $2)';

function capture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString().trim());
      done();
    },
  });
  return { logger: createLogger('logger-test', 'info', sink), lines };
}

/** What node-postgres raises for a value the column cannot take: the message quotes the value. */
function databaseError(message: string, fields: Record<string, string>): Error {
  return Object.assign(new pg.DatabaseError(message, 0, 'error'), fields);
}

describe('the shared logger', () => {
  it('when a query error is logged, then neither its SQL nor any parameter appears, even quoted by PostgreSQL', () => {
    const { logger, lines } = capture();
    const cause = databaseError(`invalid input syntax for type uuid: "${EMAIL}"`, {
      code: '22P02',
      detail: `Failing row contains (${EMAIL}, ${HASH}).`,
    });
    logger.error({ err: new DrizzleQueryError(QUERY, [EMAIL, HASH], cause) }, 'request failed');

    expect(lines).toHaveLength(1);
    const [line = ''] = lines;
    for (const secret of [EMAIL, HASH, 'insert into', 'password_hash', 'Failing row']) {
      expect(line).not.toContain(secret);
    }
    expect(JSON.parse(line).err).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query',
      cause: {
        type: 'DatabaseError',
        code: '22P02',
        message: 'invalid input syntax for type uuid: "[hidden]"',
      },
    });
  });

  it('when an error is logged, then its stack keeps the frames and leaves out the message line', () => {
    const { logger, lines } = capture();
    logger.error({ err: new DrizzleQueryError(QUERY, [EMAIL, HASH]) }, 'failed');
    const { stack } = JSON.parse(lines[0] ?? '{}').err as { stack: string };
    expect(stack).toMatch(/^\s+at /);
    expect(stack).not.toContain('Failed query');
  });

  it('when a unique constraint refuses a row, then the code and constraint are kept for the reader', () => {
    const { logger, lines } = capture();
    const cause = databaseError(
      'duplicate key value violates unique constraint "accounts_email_lower_key"',
      {
        code: '23505',
        constraint: 'accounts_email_lower_key',
        detail: `Key (lower(email))=(${EMAIL}) already exists.`,
      },
    );
    logger.error({ err: new DrizzleQueryError(QUERY, [EMAIL, HASH], cause) }, 'failed');
    expect(lines[0]).not.toContain(EMAIL);
    expect(JSON.parse(lines[0] ?? '{}').err.cause).toMatchObject({
      code: '23505',
      constraint: 'accounts_email_lower_key',
    });
  });

  it('when an object with passwords is logged, then they are redacted', () => {
    const { logger, lines } = capture();
    logger.info({
      password: 'hunter2-secret',
      account: { passwordHash: HASH, newPassword: 'n3w-secret' },
    });
    for (const secret of ['hunter2-secret', HASH, 'n3w-secret'])
      expect(lines[0]).not.toContain(secret);
  });
});
