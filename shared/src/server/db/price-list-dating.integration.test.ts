import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from './client';
import * as schema from './schema';
// Brings in the typed inject() keys the global setup provides.
import type {} from '../../../../test-support/global-setup';

describe('a clinic price list is dated by any change to what it shows', () => {
  let handle: DatabaseHandle;
  const clinic: Record<'north' | 'south', { id: string; categoryId: string }> = {
    north: { id: '', categoryId: '' },
    south: { id: '', categoryId: '' },
  };

  const datedAt = async (id: string): Promise<Date | null> => {
    const [row] = await handle.db
      .select({ at: schema.clinics.priceListChangedAt })
      .from(schema.clinics)
      .where(eq(schema.clinics.id, id));
    return row?.at ?? null;
  };
  /** Clears both dates, so the next write shows which it dated. */
  const undate = () =>
    handle.db
      .update(schema.clinics)
      .set({ priceListChangedAt: null })
      .where(inArray(schema.clinics.id, [clinic.north.id, clinic.south.id]));

  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: inject('databaseUrl') });
    for (const name of ['north', 'south'] as const) {
      const [row] = await handle.db
        .insert(schema.clinics)
        .values({ businessName: `Dating ${name} Vets` })
        .returning();
      const [category] = await handle.db
        .insert(schema.serviceCategories)
        .values({ clinicId: row!.id, name: 'Consultations' })
        .returning();
      clinic[name] = { id: row!.id, categoryId: category!.id };
    }
  });
  afterAll(async () => {
    await handle.close();
  });

  const serviceOf = (name: 'north' | 'south', n: number) => ({
    clinicId: clinic[name].id,
    categoryId: clinic[name].categoryId,
    name: `Check ${n}`,
    price: 40,
    duration: 30,
  });

  it('when many services of two clinics are written in one statement, then both lists are dated', async () => {
    await handle.db
      .insert(schema.services)
      .values([
        ...Array.from({ length: 200 }, (_, n) => serviceOf('north', n)),
        serviceOf('south', 0),
      ]);
    expect(await datedAt(clinic.north.id)).not.toBeNull();
    expect(await datedAt(clinic.south.id)).not.toBeNull();
  });

  it('when a save writes the same values, then the list keeps no new date', async () => {
    await undate();
    await handle.db
      .update(schema.services)
      .set({ price: sql`${schema.services.price}` })
      .where(eq(schema.services.clinicId, clinic.north.id));
    expect(await datedAt(clinic.north.id)).toBeNull();
  });

  it('when a price changes, then only that clinic is dated', async () => {
    await undate();
    await handle.db
      .update(schema.services)
      .set({ price: 42.5 })
      .where(eq(schema.services.clinicId, clinic.south.id));
    expect(await datedAt(clinic.south.id)).not.toBeNull();
    expect(await datedAt(clinic.north.id)).toBeNull();
  });

  it('when a service is removed, then its clinic is dated', async () => {
    await undate();
    await handle.db
      .delete(schema.services)
      .where(
        sql`${schema.services.clinicId} = ${clinic.north.id} and ${schema.services.name} = 'Check 0'`,
      );
    expect(await datedAt(clinic.north.id)).not.toBeNull();
    expect(await datedAt(clinic.south.id)).toBeNull();
  });
});
