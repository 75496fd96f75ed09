import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMAIL_TAKEN_TEXT,
  EMAIL_UNCHANGED_TEXT,
  LINK_INVALID_TEXT,
  PASSWORD_WRONG_TEXT,
  acceptedSchema,
  emailChangeSentText,
  emailChangedText,
  errorBodySchema,
} from '@petvet/shared';
import { expectError } from '../../test-support/expect-error';
import {
  bearer,
  createTestApp,
  registerAccount,
  uniqueEmail,
  type TestAccount,
  type TestApp,
} from '../../test-support/test-app';
import { manualClock } from '../appointments/test-support/booking-fixtures';
import { me, sendAccountMail, tokenIn, verifyEmail } from './test-support/link-mail';

// Tuesday 5 March 2030, 09:00 UTC.
const clock = manualClock('2030-03-05T09:00:00Z');

describe('changing the email address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A registered owner whose own address is verified, with its email sent already. */
  const verifiedOwner = async (): Promise<TestAccount & { id: string }> => {
    const account = await registerAccount(t.app);
    const id = String(account.user.id);
    await verifyEmail(t, tokenIn((await sendAccountMail(t, id, clock.now()))[0]));
    return { ...account, id };
  };
  const change = (owner: TestAccount, body: Record<string, unknown>) =>
    request(t.app).post('/api/account/email').set(bearer(owner.token)).send(body);
  const login = (email: string, password: string) =>
    request(t.app).post('/api/auth/login').send({ email, password });

  it('when the owner asks for a new address, then the new one gets a link, the old one a notice, and only the link moves the account', async () => {
    const owner = await verifiedOwner();
    const newEmail = uniqueEmail('moved');
    const asked = await change(owner, { email: newEmail, password: owner.password });
    expect(asked.status).toBe(202);
    expect(acceptedSchema.parse(asked.body).message).toBe(emailChangeSentText(newEmail));
    // Until the link is opened, the old address stays.
    expect((await me(t, owner.token)).email).toBe(owner.email);

    const mails = await sendAccountMail(t, owner.id, clock.now());
    const link = mails.find((mail) => mail.to === newEmail);
    const notice = mails.find((mail) => mail.to === owner.email);
    expect(link?.subject).toBe('Confirm your new PetVet email address');
    expect(notice?.subject).toBe('Your PetVet email address is being changed');
    expect(notice?.text).toContain(newEmail);
    // The notice carries no link that would make the change.
    expect(tokenIn(notice)).toBe('');

    const confirmed = await verifyEmail(t, tokenIn(link));
    expect(confirmed.status).toBe(200);
    expect(acceptedSchema.parse(confirmed.body).message).toBe(emailChangedText(newEmail));
    expect(await me(t, owner.token)).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await login(newEmail, owner.password)).status).toBe(200);
    expect((await login(owner.email, owner.password)).status).toBe(401);
  });

  it('when the password is wrong, then 400 says so and nothing is sent', async () => {
    const owner = await verifiedOwner();
    const res = await change(owner, { email: uniqueEmail('moved'), password: 'not-it-at-all' });
    expectError(res, 400, PASSWORD_WRONG_TEXT);
    expect(errorBodySchema.parse(res.body).details?.[0]?.path).toBe('password');
    expect(await sendAccountMail(t, owner.id, clock.now())).toHaveLength(0);
  });

  it('when the new address is the current one, then 400 says it already is', async () => {
    const owner = await verifiedOwner();
    const res = await change(owner, { email: owner.email.toUpperCase(), password: owner.password });
    expectError(res, 400, EMAIL_UNCHANGED_TEXT);
  });

  it('when another account takes the address before the link is opened, then 409 EMAIL_TAKEN and the account keeps its address', async () => {
    const owner = await verifiedOwner();
    const wanted = uniqueEmail('wanted');
    expect((await change(owner, { email: wanted, password: owner.password })).status).toBe(202);
    const link = (await sendAccountMail(t, owner.id, clock.now())).find((m) => m.to === wanted);
    await registerAccount(t.app, 'pet_owner', { email: wanted });
    expectError(await verifyEmail(t, tokenIn(link)), 409, EMAIL_TAKEN_TEXT);
    expect((await me(t, owner.token)).email).toBe(owner.email);
  });

  it('when an address already has an account, then the change is refused at once', async () => {
    const owner = await verifiedOwner();
    const other = await registerAccount(t.app);
    const res = await change(owner, { email: other.email, password: owner.password });
    expectError(res, 409, EMAIL_TAKEN_TEXT);
  });

  it('when a second change is asked, then the first link no longer works', async () => {
    const owner = await verifiedOwner();
    const first = uniqueEmail('first');
    await change(owner, { email: first, password: owner.password });
    const firstLink = (await sendAccountMail(t, owner.id, clock.now())).find((m) => m.to === first);
    const second = uniqueEmail('second');
    await change(owner, { email: second, password: owner.password });
    expectError(await verifyEmail(t, tokenIn(firstLink)), 400, LINK_INVALID_TEXT);
    const secondLink = (await sendAccountMail(t, owner.id, clock.now())).find(
      (m) => m.to === second,
    );
    expect((await verifyEmail(t, tokenIn(secondLink))).status).toBe(200);
    expect((await me(t, owner.token)).email).toBe(second);
  });

  it('when nobody is signed in, then the change is 401', async () => {
    const res = await request(t.app)
      .post('/api/account/email')
      .send({ email: uniqueEmail(), password: 'x' });
    expect(res.status).toBe(401);
  });
});
