import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CANCELLATION_CUTOFF_INVALID_TEXT,
  DEFAULT_CANCELLATION_CUTOFF_HOURS,
  businessProfileSchema,
  clinicSchema,
} from '@petvet/shared';
import { expectError } from '../../test-support/expect-error';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { createClinic, type TestClinic } from './test-support/clinic-fixtures';

describe('a clinic’s cancellation cut-off', () => {
  let t: TestApp;
  let clinic: TestClinic;
  const put = (body: Record<string, unknown>) =>
    request(t.app)
      .put('/api/vet-business/profile')
      .set(bearer(clinic.token))
      .send({ ...clinic.profile, ...body });

  beforeAll(async () => {
    t = await createTestApp();
    clinic = await createClinic(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('when the profile never set it, then it reads the default 24 hours', () => {
    expect(clinic.profile.cancellationCutoffHours).toBe(DEFAULT_CANCELLATION_CUTOFF_HOURS);
  });

  it('when the clinic saves 0 or 48 hours, then the profile and the public clinic read it back; leaving it out keeps it', async () => {
    for (const hours of [0, 48]) {
      const res = await put({ cancellationCutoffHours: hours });
      expect(res.status).toBe(200);
      expect(businessProfileSchema.parse(res.body).cancellationCutoffHours).toBe(hours);
    }
    const { cancellationCutoffHours: _omitted, ...rest } = clinic.profile;
    const kept = await request(t.app)
      .put('/api/vet-business/profile')
      .set(bearer(clinic.token))
      .send(rest);
    expect(businessProfileSchema.parse(kept.body).cancellationCutoffHours).toBe(48);
    const read = await request(t.app).get('/api/vet-business/profile').set(bearer(clinic.token));
    expect(businessProfileSchema.parse(read.body).cancellationCutoffHours).toBe(48);
    const pub = await request(t.app).get(`/api/vets/${clinic.id}`);
    expect(clinicSchema.parse(pub.body).cancellationCutoffHours).toBe(48);
  });

  it('when the value is negative, fractional, above 720 or not a number, then 400 says the range', async () => {
    for (const value of [-1, 1.5, 721, 'soon']) {
      expectError(
        await put({ cancellationCutoffHours: value }),
        400,
        CANCELLATION_CUTOFF_INVALID_TEXT,
      );
    }
  });
});
