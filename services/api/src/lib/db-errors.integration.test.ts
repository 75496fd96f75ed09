import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startPrivatePostgres, type PrivatePostgres } from '../test-support/private-postgres';
import { databaseOutageReason } from './db-errors';

/** The error a statement ends with, through Drizzle as the repositories run it. */
async function failureOf(pool: pg.Pool, statement: ReturnType<typeof sql>): Promise<unknown> {
  try {
    await drizzle(pool).execute(statement);
  } catch (error) {
    return error;
  }
  throw new Error('the statement succeeded');
}

async function eventually<T>(attempt: () => Promise<T | null>, deadlineMs = 15_000): Promise<T> {
  const started = Date.now();
  while (Date.now() - started < deadlineMs) {
    const value = await attempt();
    if (value !== null) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing after ${deadlineMs} ms`);
}

describe('telling a database outage from a failed statement', () => {
  let cluster: PrivatePostgres;
  const pools: pg.Pool[] = [];
  const poolFor = (options: pg.PoolConfig = {}) => {
    const pool = new pg.Pool({ connectionString: cluster.url, max: 2, ...options });
    pool.on('error', () => undefined);
    pools.push(pool);
    return pool;
  };

  beforeAll(async () => {
    cluster = await startPrivatePostgres();
  });
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((pool) => pool.end().catch(() => undefined)));
  });
  afterAll(async () => {
    await cluster?.destroy();
  });

  it('when a statement itself fails, then it is not an outage', async () => {
    const pool = poolFor();
    expect(databaseOutageReason(await failureOf(pool, sql`select 1 / 0`))).toBeNull();
    expect(databaseOutageReason(await failureOf(pool, sql`select 'x'::uuid`))).toBeNull();
    expect(databaseOutageReason(new Error('something else'))).toBeNull();
  });

  it('when an administrator ends the session during a statement, then the reason is 57P01', async () => {
    const pool = poolFor();
    const sleeping = failureOf(pool, sql`select pg_sleep(30)`);
    const admin = poolFor();
    await eventually(async () => {
      const { rowCount } = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where query = 'select pg_sleep(30)'`,
      );
      return rowCount ? true : null;
    });
    expect(databaseOutageReason(await sleeping)).toBe('57P01');
  });

  it('when every connection stays busy past the wait, then the reason is a pool timeout', async () => {
    const pool = poolFor({ max: 1, connectionTimeoutMillis: 200 });
    const held = await pool.connect();
    try {
      expect(databaseOutageReason(await failureOf(pool, sql`select 1`))).toBe('pool timeout');
    } finally {
      held.release();
    }
  });

  it('when the server is shutting down, then new sessions are refused with 57P03', async () => {
    const session = new pg.Client({ connectionString: cluster.url });
    await session.connect();
    try {
      await cluster.stop('smart-no-wait');
      const reason = await eventually(async () => {
        const pool = poolFor();
        return databaseOutageReason(await failureOf(pool, sql`select 1`));
      });
      expect(reason).toBe('57P03');
    } finally {
      await session.end();
      await cluster.stop().catch(() => undefined);
      await cluster.start();
    }
  });

  it('when the server is stopped, then the reason is ECONNREFUSED; once it is back, statements pass', async () => {
    const pool = poolFor();
    await drizzle(pool).execute(sql`select 1`);
    await cluster.stop();
    try {
      const error = await failureOf(pool, sql`select 1`);
      expect(databaseOutageReason(error)).toBe('ECONNREFUSED');
    } finally {
      await cluster.start();
    }
    await drizzle(pool).execute(sql`select 1`);
  });
});
