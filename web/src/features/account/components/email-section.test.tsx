import { afterEach, describe, expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_WRONG_TEXT, emailChangeSentText } from '@petvet/shared';
import { OWNER, renderApp } from '../../../test/render-app';
import { startTestServer } from '../../../test/test-server';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

/** The owner's Security page; the server answers the change of address as `answer` says. */
async function openEmailSection(
  answer: () => { status?: number; body: unknown },
  user: typeof OWNER = OWNER,
) {
  server = await startTestServer({
    'GET /account/sessions': () => ({ body: { sessions: [] } }),
    'POST /account/email': answer,
  });
  renderApp('/account/security', { user });
  const heading = await screen.findByRole(
    'heading',
    { level: 2, name: 'Email address' },
    { timeout: 10_000 },
  );
  return within(heading.closest('section')!);
}

const ask = async (section: ReturnType<typeof within>, email: string, password: string) => {
  const user = userEvent.setup();
  await user.type(section.getByLabelText(/^New email address/), email);
  await user.type(section.getByLabelText(/^Your password/), password);
  await user.click(section.getByRole('button', { name: 'Change email address' }));
};

describe('the Security page: email address', () => {
  test('when the owner asks for a new address, then the address and password are sent and the page says a link went there', async () => {
    const next = 'olivia.new@example.test';
    const section = await openEmailSection(() => ({
      status: 202,
      body: { message: emailChangeSentText(next) },
    }));
    expect(section.getByText(OWNER.email)).toBeInTheDocument();
    await ask(section, next, 'secret-123');
    expect(await section.findByRole('status')).toHaveTextContent(emailChangeSentText(next));
    expect(server!.seen.find((r) => r.path === '/account/email')?.body).toEqual({
      email: next,
      password: 'secret-123',
    });
    // The current address shows until the link is opened.
    expect(section.getByText(OWNER.email)).toBeInTheDocument();
  });

  test('when the password is wrong, then the server says so', async () => {
    const section = await openEmailSection(() => ({
      status: 400,
      body: { error: PASSWORD_WRONG_TEXT, code: 'VALIDATION_FAILED' },
    }));
    await ask(section, 'olivia.new@example.test', 'not-it');
    expect(await section.findByText(PASSWORD_WRONG_TEXT)).toBeInTheDocument();
  });

  test('when the address is not an address, then nothing is sent', async () => {
    const section = await openEmailSection(() => ({ status: 202, body: { message: 'sent' } }));
    await ask(section, 'not-an-address', 'secret-123');
    expect(server!.seen.some((r) => r.path === '/account/email')).toBe(false);
  });

  test('when the address is not confirmed yet, then the section says so and offers the link again', async () => {
    const section = await openEmailSection(() => ({ status: 202, body: { message: 'sent' } }), {
      ...OWNER,
      emailVerified: false,
    } as typeof OWNER);
    expect(section.getByText(/not confirmed yet/)).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Resend verification email' })).toBeInTheDocument();
  });
});
