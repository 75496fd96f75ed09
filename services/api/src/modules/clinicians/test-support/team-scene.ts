import request from 'supertest';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { clinicianSchema, etagOf, type WorkingHours, WEEK_DAYS } from '@petvet/shared';
import { schema } from '@petvet/shared/server';
import { bearer, registerAccount, type TestApp } from '../../../test-support/test-app';

/** Mornings, Monday to Friday: a part-time clinician's own week. */
export const MORNINGS: WorkingHours = WEEK_DAYS.map((day) => ({
  day,
  ranges: day === 'saturday' || day === 'sunday' ? [] : [{ start: '08:00', end: '13:00' }],
}));

/** The clinicians and rooms endpoints as one business account calls them. */
export function teamCalls(t: () => TestApp, token: () => string) {
  const api = () => request(t().app);
  const withVersion = (req: request.Test, version?: string) =>
    version === undefined ? req : req.set('If-Match', etagOf(version));
  return {
    list: async () =>
      z
        .array(clinicianSchema)
        .parse(
          (await api().get('/api/vet-business/clinicians').set(bearer(token())).expect(200)).body,
        ),
    add: (body: unknown) =>
      api()
        .post('/api/vet-business/clinicians')
        .set(bearer(token()))
        .send(body as object),
    save: (id: string, body: unknown, version?: string) =>
      withVersion(
        api()
          .put(`/api/vet-business/clinicians/${id}`)
          .set(bearer(token()))
          .send(body as object),
        version,
      ),
    remove: (id: string, version?: string) =>
      withVersion(api().delete(`/api/vet-business/clinicians/${id}`).set(bearer(token())), version),
  };
}

/**
 * A live visit of this clinician, written straight to the database: booking belongs to another
 * module, and these tests are about who may leave the team.
 */
export async function addVisit(
  t: TestApp,
  clinicId: string,
  clinicianId: string,
  at: { date: string; time: string; status?: 'pending' | 'confirmed' | 'cancelled' },
): Promise<string> {
  const owner = await registerAccount(t.app, 'pet_owner');
  const [row] = await t.deps.db
    .insert(schema.appointments)
    .values({
      clinicId,
      clinicianId,
      ownerId: String(owner.user.id),
      petName: 'Rex',
      petSpecies: 'Dog',
      serviceType: 'Consultation',
      appointmentDate: at.date,
      appointmentTime: at.time,
      duration: 30,
      status: at.status ?? 'confirmed',
    })
    .returning({ id: schema.appointments.id });
  return row!.id;
}

export async function cancelVisit(t: TestApp, id: string): Promise<void> {
  await t.deps.db
    .update(schema.appointments)
    .set({ status: 'cancelled' })
    .where(eq(schema.appointments.id, id));
}
