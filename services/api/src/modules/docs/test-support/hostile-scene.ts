import request from 'supertest';
import jwt from 'jsonwebtoken';
import { eq, inArray } from 'drizzle-orm';
import { addCalendarDays, todayIn } from '@petvet/shared';
import { schema } from '@petvet/shared/server';
import {
  bearer,
  createTestApp,
  registerAccount,
  type TestApp,
} from '../../../test-support/test-app';
import { createClinic, createService } from '../../business/test-support/clinic-fixtures';
import type { BodyTransport, HostileRequest, KnownIds, Role } from '../hostile-requests';

export interface HostileScene {
  t: TestApp;
  tokens: Record<Exclude<Role, 'anonymous'>, string>;
  /** Ids of real rows: a clinic, its category, service and slot, a pet, an appointment, the accounts. */
  ids: KnownIds;
}

async function expectCreated(res: request.Response, what: string): Promise<string> {
  if (res.status !== 201 && res.status !== 200) {
    throw new Error(`${what} failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return String(res.body.id ?? res.body.appointment?.id);
}

/** A clinic with a service and a bookable slot, an owner with a pet and a booking, and a deleted account. */
export async function createHostileScene(): Promise<HostileScene> {
  const t = await createTestApp();
  const clinic = await createClinic(t.app, { businessName: 'Hostile Input Vets' });
  const { categoryId, serviceId } = await createService(t.app, clinic.token);
  const date = addCalendarDays(todayIn('Europe/London', new Date()), 2);
  const slotId = await expectCreated(
    await request(t.app)
      .post('/api/vet-business/time-slots')
      .set(bearer(clinic.token))
      .send({ date, startTime: '10:00', endTime: '10:30', service: 'Consultation', serviceId }),
    'slot',
  );
  const owner = await registerAccount(t.app, 'pet_owner');
  const petId = await expectCreated(
    await request(t.app)
      .post('/api/users/pets')
      .set(bearer(owner.token))
      .send({ name: 'Rex', species: 'Dog' }),
    'pet',
  );
  const appointmentId = await expectCreated(
    await request(t.app).post('/api/appointments').set(bearer(owner.token)).send({
      vetId: clinic.id,
      petId,
      timeSlotId: slotId,
      appointmentDate: date,
      appointmentTime: '10:00',
    }),
    'booking',
  );
  const gone = await registerAccount(t.app, 'pet_owner');
  await t.deps.db.delete(schema.accounts).where(eq(schema.accounts.id, String(gone.user.id)));
  return {
    t,
    tokens: { owner: owner.token, business: clinic.token, deleted: gone.token },
    ids: [clinic.id, categoryId, serviceId, slotId, petId, appointmentId, String(owner.user.id)],
  };
}

function withBody(call: request.Test, body: BodyTransport | undefined): request.Test {
  if (!body) return call;
  if (body.kind === 'bad-encoding') {
    return call
      .set('content-type', 'application/json')
      .set('content-encoding', body.encoding)
      .send(body.text);
  }
  const text = body.kind === 'raw' ? body.text : JSON.stringify(body.value);
  return text === undefined ? call : call.set('content-type', 'application/json').send(text);
}

/** Sends one generated request as its role. */
export function send(scene: HostileScene, method: string, hostile: HostileRequest): request.Test {
  const agent = request(scene.t.app);
  const start = {
    get: agent.get.bind(agent),
    post: agent.post.bind(agent),
    put: agent.put.bind(agent),
    patch: agent.patch.bind(agent),
    delete: agent.delete.bind(agent),
  }[method];
  if (!start) throw new Error(`no method ${method}`);
  let call = start(hostile.url).set(hostile.headers);
  if (hostile.role !== 'anonymous') call = call.set(bearer(scene.tokens[hostile.role]));
  return withBody(call, hostile.body);
}

/**
 * A generated sign-out (logout, revoke-others, a reset) ends the scene's sessions for every route
 * after it: each route starts with the owner's and the business's sessions live again.
 */
export async function reopenSessions(scene: HostileScene): Promise<void> {
  const ids = [scene.tokens.owner, scene.tokens.business].map(
    (token) => (jwt.decode(token) as { sid: string }).sid,
  );
  await scene.t.deps.db
    .update(schema.sessions)
    .set({ endedAt: null, endReason: null })
    .where(inArray(schema.sessions.id, ids));
}
