import request from 'supertest';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVITATION_EMAIL_TAKEN_TEXT,
  INVITATION_INVALID_TEXT,
  OWNER_CANNOT_LEAVE_TEXT,
  PASSWORD_TOO_SHORT_TEXT,
  authResponseSchema,
  authUserSchema,
  errorBodySchema,
  staffInvitationSchema,
  staffListSchema,
} from '@petvet/shared';
import { rowsOf } from '@petvet/shared/server';
import { bearer, registerAccount, uniqueEmail } from '../../test-support/test-app';
import { manualClock } from '../appointments/test-support/booking-fixtures';
import { queuedMail, sendQueued } from './test-support/outbox-mail';
import { createStaffScene, type StaffScene } from './test-support/staff-scene';

// Monday 3 June 2030, 09:00 in London.
const START = '2030-06-03T08:00:00Z';
const clock = manualClock(START);
const DAY = 86_400_000;

describe('staff invitations', () => {
  let s: StaffScene;

  beforeAll(async () => {
    s = await createStaffScene(clock.now);
  }, 60_000);
  afterAll(async () => {
    await s.t.close();
  });

  const invite = (body: Record<string, unknown>, token = s.owner.token) =>
    request(s.t.app).post('/api/vet-business/staff/invitations').set(bearer(token)).send(body);
  const accept = (body: Record<string, unknown>) =>
    request(s.t.app).post('/api/auth/invitations/accept').send(body);
  const joiner = { password: 'front-desk-1', firstName: 'Rita', lastName: 'Reyes' };

  /** Invites, sends the queued email as the mail worker does, and reads the link's token. */
  async function invitedWithLink(email: string) {
    const res = await invite({ email, role: 'reception' });
    expect(res.status).toBe(201);
    const invitation = staffInvitationSchema.parse(res.body);
    const payload = (await queuedMail(s.t, 'staff-invitation')).find(
      (p) => (p as { invitationId: string }).invitationId === invitation.id,
    );
    const mail = await sendQueued(s.t, payload, email, clock.now());
    const token = /\/join\?token=([\w-]+)/.exec(mail.text ?? '')?.[1] ?? '';
    return { invitation, mail, token };
  }

  it('when the owner invites a receptionist, then the emailed /join link signs them in once, as reception of this clinic', async () => {
    const email = uniqueEmail('rita');
    const { invitation, mail, token } = await invitedWithLink(email);
    expect(invitation).toMatchObject({ email, role: 'reception', clinicianId: null });
    expect(Date.parse(invitation.expiresAt) - clock.now().getTime()).toBe(7 * DAY);
    expect(mail.subject).toBe('Join Camden Animal Clinic on PetVet');
    expect(token).not.toBe('');
    const [stored] = rowsOf<{ tokenHash: string }>(
      await s.t.deps.db.execute(
        sql`select token_hash as "tokenHash" from staff_invitations where id = ${invitation.id}`,
      ),
    );
    expect(stored!.tokenHash).not.toContain(token);

    const listed = staffListSchema.parse(
      (await request(s.t.app).get('/api/vet-business/staff').set(bearer(s.owner.token))).body,
    );
    expect(listed.invitations.map((i) => i.email)).toContain(email);

    const joined = await accept({ token, ...joiner });
    expect(joined.status).toBe(201);
    const auth = authResponseSchema.parse(joined.body);
    expect(auth.user).toMatchObject({ email, userType: 'vet_business', firstName: 'Rita' });
    expect(auth.user.clinic).toMatchObject({ id: s.clinicId, role: 'reception' });
    const me = authUserSchema.parse(
      (await request(s.t.app).get('/api/auth/me').set(bearer(auth.token))).body,
    );
    expect(me.clinic).toEqual({
      id: s.clinicId,
      name: 'Camden Animal Clinic',
      role: 'reception',
      clinicianId: null,
    });
    // Their own email and password from now on; the link is spent.
    const login = await request(s.t.app)
      .post('/api/auth/login')
      .send({ email, password: joiner.password });
    expect(login.status).toBe(200);
    const again = await accept({ token, ...joiner, password: 'another-pass' });
    expect(again.status).toBe(404);
    expect(errorBodySchema.parse(again.body).error).toBe(INVITATION_INVALID_TEXT);

    const after = staffListSchema.parse(
      (await request(s.t.app).get('/api/vet-business/staff').set(bearer(auth.token))).body,
    );
    expect(after.invitations.map((i) => i.email)).not.toContain(email);
    expect(after.members.find((m) => m.email === email)).toMatchObject({
      role: 'reception',
      isYou: true,
    });
    // Staff accounts act for the clinic that invited them and get no clinic of their own.
    const [own] = rowsOf<{ n: number }>(
      await s.t.deps.db.execute(
        sql`select count(*)::int as n from clinics where account_id = ${auth.user.id}`,
      ),
    );
    expect(own!.n).toBe(0);
  });

  it('when an invitation link is more than 7 days old, then it is refused, and the same link in time is not', async () => {
    const { token } = await invitedWithLink(uniqueEmail('late'));
    try {
      clock.set('2030-06-10T08:01:00Z');
      const late = await accept({ token, ...joiner });
      expect(late.status).toBe(404);
      expect(errorBodySchema.parse(late.body).error).toBe(INVITATION_INVALID_TEXT);
      clock.set('2030-06-10T07:59:00Z');
      expect((await accept({ token, ...joiner })).status).toBe(201);
    } finally {
      clock.set(START);
    }
  });

  it('when the link names a wrong token or a withdrawn invitation, then it is refused as invalid', async () => {
    const wrong = await accept({ token: 'not-a-token-we-sent', ...joiner });
    expect(wrong.status).toBe(404);
    expect(errorBodySchema.parse(wrong.body)).toMatchObject({
      code: 'NOT_FOUND',
      error: INVITATION_INVALID_TEXT,
    });

    const { invitation, token } = await invitedWithLink(uniqueEmail('withdrawn'));
    const withdrawn = await request(s.t.app)
      .delete(`/api/vet-business/staff/invitations/${invitation.id}`)
      .set(bearer(s.owner.token));
    expect(withdrawn.status).toBe(204);
    expect((await accept({ token, ...joiner })).status).toBe(404);
  });

  it('when the chosen password is shorter than registration allows, then it is refused and the link still works', async () => {
    const { token } = await invitedWithLink(uniqueEmail('short'));
    const short = await accept({ token, ...joiner, password: 'abc' });
    expect(short.status).toBe(400);
    expect(errorBodySchema.parse(short.body).details?.[0]?.message).toBe(PASSWORD_TOO_SHORT_TEXT);
    expect((await accept({ token, ...joiner })).status).toBe(201);
  });

  it('when the owner invites an email that already has an account, then the invitation is refused', async () => {
    const taken = await registerAccount(s.t.app, 'pet_owner');
    const res = await invite({ email: taken.email, role: 'vet' });
    expect(res.status).toBe(409);
    expect(errorBodySchema.parse(res.body).error).toBe(INVITATION_EMAIL_TAKEN_TEXT);
  });

  it('when the owner tries to remove themselves, then they are told the owner stays', async () => {
    const list = staffListSchema.parse(
      (await request(s.t.app).get('/api/vet-business/staff').set(bearer(s.owner.token))).body,
    );
    const me = list.members.find((m) => m.isYou)!;
    expect(me.role).toBe('owner');
    const res = await request(s.t.app)
      .delete(`/api/vet-business/staff/${me.id}`)
      .set(bearer(s.owner.token));
    expect(res.status).toBe(409);
    expect(errorBodySchema.parse(res.body).error).toBe(OWNER_CANNOT_LEAVE_TEXT);
  });
});
