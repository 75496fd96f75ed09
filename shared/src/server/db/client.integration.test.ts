import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf, type DatabaseHandle } from './client';
// Brings in the typed inject() keys the global setup provides.
import type {} from '../../../../test-support/global-setup';

describe('the PostgreSQL pool', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: inject('databaseUrl') });
  });
  afterAll(async () => {
    await handle.close();
  });

  it('when a pooled connection runs a query, then JIT compilation is off for it', async () => {
    const [row] = rowsOf<{ jit: string }>(await handle.db.execute(sql`show jit`));
    expect(row?.jit).toBe('off');
  });
});
