import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STALE_VERSION_TEXT, etagOf, type BusinessReview } from '@petvet/shared';
import { BUSINESS, renderApp } from '../../../test/render-app';
import { startTestServer, type Answer } from '../../../test/test-server';
import { appt, closeScene, openBusiness, profile } from './test-support/business-scene';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await closeScene();
  await server?.close();
  server = null;
});

const STALE: Answer = {
  status: 412,
  body: { error: STALE_VERSION_TEXT, code: 'PRECONDITION_FAILED' },
};

const review = (overrides: Partial<BusinessReview> = {}): BusinessReview => ({
  id: '00000000-0000-4000-8000-000000000301',
  customerName: 'Olivia Owner',
  rating: 3,
  date: '2031-01-05',
  comment: 'Long wait',
  responded: false,
  response: null,
  version: '900',
  ...overrides,
});

// Scene: the clinic acts on a visit and a review from reads a colleague has since changed.
describe('clinic writes from a stale read', () => {
  test("when a visit is confirmed, then the listed version goes in If-Match, and a 412 shows the server's sentence", async () => {
    const listed = { ...appt(1, 'pending', '2031-01-20'), version: '41' };
    const { server: scene, user } = await openBusiness(
      '/vet-dashboard?tab=appointments',
      { profile: profile(), appointments: [listed] },
      { 'PUT /vet-business/appointments/:id/status': () => STALE },
    );
    const row = screen.getByRole('heading', { name: 'Pet 1', level: 3 }).closest('li')!;
    await user.click(within(row as HTMLElement).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(STALE_VERSION_TEXT)).toBeInTheDocument();
    expect(scene.seen.find((r) => r.method === 'PUT')?.ifMatch).toBe(etagOf('41'));
  });

  test('when a review was answered elsewhere meanwhile, then both answers show and "Keep mine" publishes over the saved version', async () => {
    const state = { saved: review() };
    server = await startTestServer({
      'GET /vet-business/profile': () => ({ body: profile() }),
      'GET /vet-business/reviews': () => ({ body: [state.saved] }),
      'PUT /vet-business/reviews/:id/response': (r): Answer => {
        if (r.ifMatch === etagOf('900')) {
          state.saved = review({ responded: true, response: 'Thank you!', version: '901' });
          return STALE;
        }
        return { body: { ...state.saved, response: (r.body as { response: string }).response } };
      },
    });
    renderApp('/vet-dashboard?tab=reviews', { user: BUSINESS });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Respond' }));
    await user.type(screen.getByLabelText(/Your response/), 'Sorry for the wait.');
    await user.click(screen.getByRole('button', { name: 'Publish Response' }));

    const dialog = await screen.findByRole('alertdialog', {
      name: 'The response to Olivia Owner was changed elsewhere',
    });
    expect(within(dialog).getByText('Thank you!')).toBeInTheDocument();
    expect(within(dialog).getByText('Sorry for the wait.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() =>
      expect(server!.seen.filter((r) => r.method === 'PUT').map((r) => r.ifMatch)).toEqual([
        etagOf('900'),
        etagOf('901'),
      ]),
    );
    expect(server.seen.filter((r) => r.method === 'PUT')[1]?.body).toEqual({
      response: 'Sorry for the wait.',
    });
  });
});
