import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SECOND_FACTOR_REQUIRED_TEXT, TOTP_CODE_WRONG_TEXT, type AuthUser } from '@petvet/shared';
import { BUSINESS, renderApp } from '../../../test/render-app';
import { startTestServer } from '../../../test/test-server';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `code-${i}-abcd`);
const me = (totpEnabled: boolean): AuthUser => ({
  id: 'u2',
  email: BUSINESS.email,
  firstName: 'Victor',
  lastName: 'Vet',
  userType: 'vet_business',
  emailVerified: true,
  totpEnabled,
  locale: 'en',
  clinic: null,
});

/** A business account without a second factor; the server takes the code 123456 only. */
async function openSecurityPage(path = '/account/security') {
  let enabled = false;
  server = await startTestServer({
    'GET /auth/me': () => ({ body: me(enabled) }),
    'GET /account/sessions': () => ({ body: { sessions: [] } }),
    'POST /account/totp/setup': () => ({
      body: { secret: SECRET, otpauthUrl: `otpauth://totp/PetVet:v?secret=${SECRET}` },
    }),
    'POST /account/totp/enable': (request) => {
      if ((request.body as { code: string }).code !== '123456') {
        return {
          status: 400,
          body: { error: TOTP_CODE_WRONG_TEXT, code: 'VALIDATION_FAILED' },
        };
      }
      enabled = true;
      return { body: { recoveryCodes: CODES } };
    },
  });
  return renderApp(path, { user: BUSINESS });
}

const section = async () => within(await screen.findByRole('region', { name: 'Second factor' }));

describe('the second factor on the Security page', () => {
  test('when it is set up with a right code, then the key shows in text, the ten recovery codes show once, and it reads On', async () => {
    await openSecurityPage();
    const user = userEvent.setup();
    const part = await section();
    await user.click(await part.findByRole('button', { name: 'Set up a second factor' }));
    expect(await part.findByLabelText('Setup key')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    expect(await part.findByRole('img', { name: /QR code/ })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\//),
    );
    await user.type(part.getByLabelText(/^Code from the app/), '000000');
    await user.click(part.getByRole('button', { name: 'Turn on' }));
    expect(await part.findByText(TOTP_CODE_WRONG_TEXT)).toBeInTheDocument();
    expect(part.queryByRole('list', { name: 'Recovery codes' })).toBeNull();

    await user.clear(part.getByLabelText(/^Code from the app/));
    await user.type(part.getByLabelText(/^Code from the app/), '123456');
    await user.click(part.getByRole('button', { name: 'Turn on' }));
    const codes = await part.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    await user.click(part.getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(part.queryByRole('list', { name: 'Recovery codes' })).toBeNull());
    expect(await part.findByRole('button', { name: 'Turn off' })).toBeInTheDocument();
    expect(part.getByText('On', { exact: true })).toBeInTheDocument();
  });

  test('when a business call answers SECOND_FACTOR_REQUIRED, then the dashboard sends the member to the Security page with the reason', async () => {
    const refused = () => ({
      status: 403,
      body: { error: SECOND_FACTOR_REQUIRED_TEXT, code: 'SECOND_FACTOR_REQUIRED' },
    });
    server = await startTestServer({
      'GET /auth/me': () => ({ body: me(false) }),
      'GET /account/sessions': () => ({ body: { sessions: [] } }),
      'GET /vet-business/stats': refused,
      'GET /vet-business/appointments': refused,
      'GET /vet-business/reviews': refused,
      'GET /vet-business/profile': refused,
    });
    const { router } = renderApp('/vet-dashboard', { user: BUSINESS });
    const part = await section();
    expect(await part.findByText(SECOND_FACTOR_REQUIRED_TEXT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/security');
    expect(await part.findByRole('button', { name: 'Set up a second factor' })).toBeVisible();
  });
});
