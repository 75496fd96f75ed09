import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  SLOT_IN_PAST_TEXT,
  SLOT_TOO_FAR_AHEAD_TEXT,
  errorBodySchema,
  timeSlotSchema,
} from '@petvet/shared';
import { expectError } from '../../test-support/expect-error';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import {
  createClinic,
  LOS_ANGELES,
  type TestClinic,
} from '../business/test-support/clinic-fixtures';

/** London 04:30 on 11 June 2025; Los Angeles still 20:30 on 10 June. */
const NOW = new Date('2025-06-11T03:30:00Z');

const slot = (date: string, startTime = '10:00', endTime = '10:30') => ({
  date,
  startTime,
  endTime,
  service: 'Consultation',
});

describe('time slot dates a clinic can publish', () => {
  let t: TestApp;
  let london: TestClinic;
  let losAngeles: TestClinic;
  const create = (clinic: TestClinic, body: unknown) =>
    request(t.app)
      .post('/api/vet-business/time-slots')
      .set(bearer(clinic.token))
      .send(body as object);
  const bulk = (clinic: TestClinic, slots: unknown[]) =>
    request(t.app)
      .post('/api/vet-business/time-slots/bulk')
      .set(bearer(clinic.token))
      .send({ slots });
  const listOf = async (clinic: TestClinic) =>
    z
      .array(timeSlotSchema)
      .parse(
        (await request(t.app).get('/api/vet-business/time-slots').set(bearer(clinic.token))).body,
      );

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    london = await createClinic(t.app, { timeZone: 'Europe/London' });
    losAngeles = await createClinic(t.app, { ...LOS_ANGELES, timeZone: 'America/Los_Angeles' });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(['1900-01-01', '2025-06-10', '0001-01-01'])(
    'when a slot dated %s (before the clinic\u2019s today) is created, then it answers 400 with the past text',
    async (date) => {
      const res = await create(london, slot(date));
      expectError(res, 400, SLOT_IN_PAST_TEXT);
      expect(errorBodySchema.parse(res.body).details?.[0]?.path).toBe('date');
    },
  );

  it.each(['9999-12-31', '2026-06-12', '2030-01-01'])(
    'when a slot dated %s (more than a year ahead) is created, then it answers 400 with the too-far text',
    async (date) => {
      expectError(await create(london, slot(date)), 400, SLOT_TOO_FAR_AHEAD_TEXT);
    },
  );

  it('when a slot is a year ahead to the day, then it is created', async () => {
    expect((await create(london, slot('2026-06-11'))).status).toBe(201);
  });

  it('when it is still the 10th in Los Angeles but the 11th in London, then only Los Angeles can add slots on the 10th', async () => {
    expect((await create(losAngeles, slot('2025-06-10', '21:00', '21:30'))).status).toBe(201);
    expectError(await create(london, slot('2025-06-10', '21:00', '21:30')), 400, SLOT_IN_PAST_TEXT);
    expectError(
      await create(losAngeles, slot('2025-06-09', '21:00', '21:30')),
      400,
      SLOT_IN_PAST_TEXT,
    );
  });

  it('when one slot of a bulk request is out of bounds, then the whole request answers 400 naming it and nothing is created', async () => {
    const before = (await listOf(london)).length;
    const res = await bulk(london, [slot('2025-06-12'), slot('1900-01-01'), slot('2025-06-13')]);
    expectError(res, 400, SLOT_IN_PAST_TEXT);
    expect(errorBodySchema.parse(res.body).details?.[0]?.path).toBe('slots.1.date');
    expectError(await bulk(london, [slot('9999-12-31')]), 400, SLOT_TOO_FAR_AHEAD_TEXT);
    expect(await listOf(london)).toHaveLength(before);
  });

  it('when a bulk request lies within the year ahead, then it is created', async () => {
    const res = await bulk(losAngeles, [slot('2025-06-10', '22:00', '22:30'), slot('2026-06-10')]);
    expect(res.status).toBe(201);
    expect(res.body.created).toBe(2);
  });
});
