import { afterEach, describe, expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CURRENT_PASSWORD_WRONG_TEXT,
  PASSWORDS_DO_NOT_MATCH_TEXT,
  PASSWORD_CHANGED_TEXT,
} from '@petvet/shared';
import { OWNER, renderApp } from '../../../test/render-app';
import { startTestServer } from '../../../test/test-server';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

/** The owner's Security page; the server answers the password change as `answer` says. */
async function openPasswordSection(answer: () => { status?: number; body: unknown }) {
  server = await startTestServer({
    'GET /account/sessions': () => ({ body: { sessions: [] } }),
    'POST /account/password': answer,
  });
  renderApp('/account/security', { user: OWNER });
  const heading = await screen.findByRole('heading', { level: 2, name: 'Password' });
  return within(heading.closest('section')!);
}

const fill = async (
  section: ReturnType<typeof within>,
  current: string,
  next: string,
  again: string,
) => {
  const user = userEvent.setup();
  await user.type(section.getByLabelText(/^Current password/), current);
  await user.type(section.getByLabelText(/^New password/), next);
  await user.type(section.getByLabelText(/^Confirm new password/), again);
  await user.click(section.getByRole('button', { name: 'Change password' }));
};
const changes = () => server?.seen.filter((r) => r.path === '/account/password') ?? [];

describe('the password on the Security page', () => {
  test('when the current password and a new one twice are given, then both are sent and the change is confirmed', async () => {
    const section = await openPasswordSection(() => ({ body: { message: PASSWORD_CHANGED_TEXT } }));
    await fill(section, 'old-password', 'a-better-password', 'a-better-password');
    expect(await section.findByRole('status')).toHaveTextContent(PASSWORD_CHANGED_TEXT);
    expect(changes()[0]?.body).toEqual({
      currentPassword: 'old-password',
      newPassword: 'a-better-password',
    });
    expect(section.getByLabelText(/^Current password/)).toHaveValue('');
  });

  test('when the current password is wrong, then the server says so next to that field', async () => {
    const section = await openPasswordSection(() => ({
      status: 400,
      body: {
        error: CURRENT_PASSWORD_WRONG_TEXT,
        code: 'VALIDATION_FAILED',
        details: [{ path: 'currentPassword', message: CURRENT_PASSWORD_WRONG_TEXT }],
      },
    }));
    await fill(section, 'not-it', 'a-better-password', 'a-better-password');
    expect((await section.findAllByText(CURRENT_PASSWORD_WRONG_TEXT)).length).toBeGreaterThan(0);
    expect(section.getByLabelText(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
  });

  test('when the new passwords differ, then it says so and sends nothing', async () => {
    const section = await openPasswordSection(() => ({ body: { message: PASSWORD_CHANGED_TEXT } }));
    await fill(section, 'old-password', 'a-better-password', 'a-different-one');
    expect((await section.findAllByText(PASSWORDS_DO_NOT_MATCH_TEXT)).length).toBeGreaterThan(0);
    expect(changes()).toHaveLength(0);
  });
});
