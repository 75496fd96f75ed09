import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session } from '@petvet/shared';
import { OWNER, renderApp } from '../../../test/render-app';
import { startTestServer } from '../../../test/test-server';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const session = (id: string, deviceLabel: string, current = false): Session => ({
  id,
  deviceLabel,
  address: '203.0.113.7',
  createdAt: '2026-11-20T09:00:00.000Z',
  lastSeenAt: '2026-11-27T18:30:00.000Z',
  current,
});

/** The owner on a laptop (this device), a phone and a tablet; the server ends what it is asked to. */
async function openSecurityPage() {
  let live = [
    session('s-laptop', 'Chrome on macOS', true),
    session('s-phone', 'Safari on iPhone'),
    session('s-tablet', 'Chrome on Android'),
  ];
  server = await startTestServer({
    'GET /account/sessions': () => ({ body: { sessions: live } }),
    'DELETE /account/sessions/:id': (request) => {
      live = live.filter((s) => `/account/sessions/${s.id}` !== request.path);
      return { status: 204 };
    },
    'POST /account/sessions/revoke-others': () => {
      const ended = live.filter((s) => !s.current).length;
      live = live.filter((s) => s.current);
      return { body: { ended } };
    },
  });
  return renderApp('/account/security', { user: OWNER });
}

const devices = () => within(screen.getByRole('list', { name: 'Signed-in devices' }));

describe('the sessions on the Security page', () => {
  test('when the page opens, then each signed-in device shows with its address and times, this one marked', async () => {
    await openSecurityPage();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Where you are signed in' }),
    ).toBeInTheDocument();
    const laptop = await devices().findByRole('listitem', { name: 'Chrome on macOS' });
    expect(laptop).toHaveTextContent('This device');
    expect(laptop).toHaveTextContent('203.0.113.7');
    expect(within(laptop).queryByRole('button')).not.toBeInTheDocument();
    const phone = devices().getByRole('listitem', { name: 'Safari on iPhone' });
    expect(phone).not.toHaveTextContent('This device');
    expect(within(phone).getByRole('button', { name: /^Sign out Safari on iPhone/ })).toBeVisible();
  });

  test('when a device is signed out, then the server is asked to end that session and the device leaves the list', async () => {
    await openSecurityPage();
    const phone = await devices().findByRole('listitem', { name: 'Safari on iPhone' });
    await userEvent.setup().click(within(phone).getByRole('button'));
    expect(await screen.findByRole('status')).toHaveTextContent('Safari on iPhone was signed out.');
    await waitFor(() =>
      expect(devices().queryByRole('listitem', { name: 'Safari on iPhone' })).toBeNull(),
    );
    expect(server?.seen.some((r) => r.method === 'DELETE' && r.path.endsWith('/s-phone'))).toBe(
      true,
    );
    expect(devices().getByRole('listitem', { name: 'Chrome on Android' })).toBeInTheDocument();
  });

  test('when "Sign out everywhere else" is confirmed, then only this device is left', async () => {
    await openSecurityPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Sign out the 2 other devices?');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Every other device was signed out.',
    );
    await waitFor(() => expect(devices().getAllByRole('listitem')).toHaveLength(1));
    expect(devices().getByRole('listitem', { name: 'Chrome on macOS' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  });
});
