import request from 'supertest';
import { eq, sql } from 'drizzle-orm';
import { authResponseSchema, staffInvitationSchema, type StaffRole } from '@petvet/shared';
import { rowsOf, schema } from '@petvet/shared/server';
import { hashInvitationToken } from '@petvet/shared/backend';
import {
  bearer,
  createTestApp,
  uniqueEmail,
  type TestAccount,
  type TestApp,
} from '../../../test-support/test-app';
import {
  registerBusiness,
  registerOwnerWithPet,
} from '../../appointments/test-support/booking-fixtures';
import type { OwnerWithPet } from '../../appointments/test-support/booking-scene';

export interface StaffLogin {
  token: string;
  accountId: string;
  email: string;
  /** The clinic_staff row's id. */
  memberId: string;
}

export interface StaffScene {
  t: TestApp;
  clinicId: string;
  owner: TestAccount & { accountId: string };
  /** The clinic's first clinician (the owner's own calendar) and a second, Dr Patel's. */
  ownerClinicianId: string;
  patelClinicianId: string;
  manager: StaffLogin;
  /** Dr Patel, linked to the second clinician; the nurse works in Dr Patel's calendar too. */
  vet: StaffLogin;
  nurse: StaffLogin;
  reception: StaffLogin;
  /** A receptionist who was removed from the clinic. */
  removed: StaffLogin;
  petOwner: OwnerWithPet;
}

/**
 * Invites `email` as the owner would, then accepts with a token the test knows: the real token is
 * made when the email is sent (the invitation tests cover that); here its hash is set directly.
 */
export async function inviteAndAccept(
  t: TestApp,
  ownerToken: string,
  invite: { email: string; role: Exclude<StaffRole, 'owner'>; clinicianId?: string },
  password = 'staff-password',
): Promise<StaffLogin> {
  const invited = await request(t.app)
    .post('/api/vet-business/staff/invitations')
    .set(bearer(ownerToken))
    .send(invite);
  if (invited.status !== 201) throw new Error(`invite answered ${invited.status}`);
  const { id } = staffInvitationSchema.parse(invited.body);
  const token = `known-token-${id}`;
  await t.deps.db
    .update(schema.staffInvitations)
    .set({ tokenHash: hashInvitationToken(token) })
    .where(eq(schema.staffInvitations.id, id));
  const accepted = await request(t.app)
    .post('/api/auth/invitations/accept')
    .send({ token, password, firstName: invite.role, lastName: 'Staff' });
  if (accepted.status !== 201) throw new Error(`accept answered ${accepted.status}`);
  const auth = authResponseSchema.parse(accepted.body);
  const [member] = rowsOf<{ id: string }>(
    await t.deps.db.execute(sql`select id from clinic_staff where account_id = ${auth.user.id}`),
  );
  return { token: auth.token, accountId: auth.user.id, email: invite.email, memberId: member!.id };
}

/** One clinic with a member of every role, a removed member, and a pet owner. */
export async function createStaffScene(now?: () => Date): Promise<StaffScene> {
  const t = await createTestApp(now ? { now } : {});
  const { account, clinicId } = await registerBusiness(t.app, t.deps.db, {
    businessName: 'Camden Animal Clinic',
  });
  const [first] = rowsOf<{ id: string }>(
    await t.deps.db.execute(sql`select clinic_first_clinician(${clinicId}) as id`),
  );
  const [patel] = rowsOf<{ id: string }>(
    await t.deps.db.execute(sql`insert into clinicians (clinic_id, name, role)
      values (${clinicId}, 'Dr Patel', 'vet') returning id`),
  );
  const ownerToken = account.token;
  const join = (role: Exclude<StaffRole, 'owner'>, clinicianId?: string) =>
    inviteAndAccept(t, ownerToken, {
      email: uniqueEmail(role),
      role,
      ...(clinicianId ? { clinicianId } : {}),
    });
  const manager = await join('manager');
  const vet = await join('vet', patel!.id);
  const nurse = await join('nurse', patel!.id);
  const reception = await join('reception');
  const removed = await join('reception');
  const gone = await request(t.app)
    .delete(`/api/vet-business/staff/${removed.memberId}`)
    .set(bearer(ownerToken));
  if (gone.status !== 204) throw new Error(`remove answered ${gone.status}`);
  const petOwner = await registerOwnerWithPet(t.app, { name: 'Rex', species: 'Dog' });
  return {
    t,
    clinicId,
    owner: { ...account, accountId: String(account.user.id) },
    ownerClinicianId: first!.id,
    patelClinicianId: patel!.id,
    manager,
    vet,
    nurse,
    reception,
    removed,
    petOwner,
  };
}
