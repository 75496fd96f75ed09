import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRICE_TRUST_TEXTS } from '@petvet/shared';
import { BUSINESS, renderApp } from '../../../test/render-app';
import { startTestServer } from '../../../test/test-server';
import { claim, item, practiceDetail, review } from './test-scene';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const PAGE = '/global-practices/7/correct-prices';

describe('correct these prices: proving control of the website', () => {
  test('when a visitor is signed out, then the page asks them to sign in and come back, and stays out of search engines', async () => {
    server = await startTestServer({
      'GET /global-practices/:id': () => ({ body: practiceDetail() }),
    });
    renderApp(PAGE);
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', `/login?next=${encodeURIComponent(PAGE)}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Correct these prices' })).toBeVisible();
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex',
      ),
    );
    expect(server.seen.some((r) => r.path.includes('/claims'))).toBe(false);
  });

  test("when the practice is a PetVet clinic's listing, then it is sent to its Price list tab and no claim is offered", async () => {
    server = await startTestServer({
      'GET /global-practices/:id': () => ({ body: practiceDetail({ source: 'petvet' }) }),
    });
    renderApp(PAGE, { user: BUSINESS });
    expect(
      await screen.findByText(new RegExp(PRICE_TRUST_TEXTS.listingManagedByClinic)),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the Price list tab' })).toHaveAttribute(
      'href',
      '/vet-dashboard?tab=price-list',
    );
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  test('when a file is chosen, then its exact address and content are shown to copy, and "Check now" shows progress until the crawler verifies it, then the review opens', async () => {
    let polls = 0;
    server = await startTestServer({
      'GET /global-practices/:id': () => ({ body: practiceDetail() }),
      'GET /global-practices/:id/claims': () => ({ body: { claims: [] } }),
      'POST /global-practices/:id/claims': () => ({ status: 201, body: { claim: claim() } }),
      'POST /global-practices/:id/claims/:claimId/check': () => ({
        status: 202,
        body: { claim: claim({ status: 'checking' }) },
      }),
      'GET /global-practices/:id/claims/:claimId': () => {
        polls += 1;
        return {
          body: {
            claim: claim(
              polls < 2 ? { status: 'checking' } : { status: 'verified', verifiedAt: '2030-01-03' },
            ),
          },
        };
      },
      'GET /global-practices/:id/price-review': () => ({ body: review([item()]) }),
    });
    renderApp(PAGE, { user: BUSINESS });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /A file placed on your website/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(server.seen.find((r) => r.method === 'POST')?.body).toEqual({ method: 'file' });
    expect(
      await screen.findByText(
        'https://www.riverside-vets.example/.well-known/petvet-verification.txt',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('petvet-7f3a9c')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy file content' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Check now' }));
    expect(await screen.findByText(/Checking your website/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check now' })).toBeDisabled();
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Your prices at Riverside Vets' },
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(polls).toBeGreaterThanOrEqual(2);
  });

  test('when the crawler could not find the file, then the failure is said in plain words and the check can be tried again', async () => {
    const failure = 'We could not find the file at that address (the site answered 404).';
    server = await startTestServer({
      'GET /global-practices/:id': () => ({ body: practiceDetail() }),
      'GET /global-practices/:id/claims': () => ({
        body: { claims: [claim({ status: 'failed', failure })] },
      }),
    });
    renderApp(PAGE, { user: BUSINESS });
    // A reload resumes the open claim where it stood.
    expect(await screen.findByText(failure)).toBeInTheDocument();
    expect(screen.getByText('petvet-7f3a9c')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check now' })).toBeEnabled();
  });

  test('when an emailed code is chosen, then only the part before "@" is typed, and a wrong code says so', async () => {
    const emailClaim = claim({
      method: 'email',
      email: 'reception@riverside-vets.example',
      token: null,
      fileUrl: null,
    });
    server = await startTestServer({
      'GET /global-practices/:id': () => ({ body: practiceDetail() }),
      'GET /global-practices/:id/claims': () => ({ body: { claims: [] } }),
      'POST /global-practices/:id/claims': () => ({ status: 201, body: { claim: emailClaim } }),
      'POST /global-practices/:id/claims/:claimId/check': () => ({
        status: 400,
        body: { error: PRICE_TRUST_TEXTS.codeWrong, code: 'VALIDATION_FAILED' },
      }),
    });
    renderApp(PAGE, { user: BUSINESS });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /A code sent to an address/ }));
    const form = screen.getByRole('form', { name: 'Choose how to prove it' });
    expect(within(form).getByText('@riverside-vets.example')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email address at riverside-vets.example'), 'reception');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(server.seen.find((r) => r.method === 'POST')?.body).toEqual({
      method: 'email',
      localPart: 'reception',
    });
    expect(await screen.findByText('reception@riverside-vets.example')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Code from the email/), '123456');
    await user.click(screen.getByRole('button', { name: 'Check now' }));
    expect(await screen.findByText(PRICE_TRUST_TEXTS.codeWrong)).toBeInTheDocument();
    const check = server.seen.find((r) => r.path.endsWith('/check'));
    expect(check?.body).toEqual({ code: '123456' });
  });

  test('when the account already holds a verified claim, then the review opens at once', async () => {
    server = await startTestServer({
      'GET /global-practices/:id': () => ({ body: practiceDetail() }),
      'GET /global-practices/:id/claims': () => ({
        body: { claims: [claim({ status: 'verified', verifiedAt: '2030-01-03T00:00:00Z' })] },
      }),
      'GET /global-practices/:id/price-review': () => ({ body: review([item()]) }),
    });
    renderApp(PAGE, { user: BUSINESS });
    expect(
      await screen.findByRole('heading', { name: 'Your prices at Riverside Vets' }),
    ).toBeInTheDocument();
  });
});
