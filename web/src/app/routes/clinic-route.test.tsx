import { afterEach, describe, expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicReview, PublicReviewsResponse } from '@petvet/shared';
import { renderApp } from '../../test/render-app';
import { startTestServer, type SeenRequest } from '../../test/test-server';
import { clinic, VET_ID } from '../../test/fixtures';

let server: Awaited<ReturnType<typeof startTestServer>> | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const review = (n: number, extra: Partial<PublicReview> = {}): PublicReview => ({
  id: `r${n}`,
  reviewerName: `Owner${n} S.`,
  rating: 4,
  comment: `Review number ${n}`,
  date: '2030-03-02',
  verifiedVisit: false,
  response: null,
  ...extra,
});

/** Seven reviews, newest first, five a page. */
function reviewsPage(request: SeenRequest): { body: PublicReviewsResponse } {
  const page = Number(request.query.get('page') ?? '1');
  const all = Array.from({ length: 7 }, (_, i) => review(i + 1));
  all[0] = review(1, {
    rating: 5,
    verifiedVisit: true,
    response: { text: 'Thanks for coming in', date: '2030-03-03' },
  });
  return {
    body: {
      reviews: all.slice((page - 1) * 5, page * 5),
      distribution: [
        { stars: 5, count: 1 },
        { stars: 4, count: 6 },
        { stars: 3, count: 0 },
        { stars: 2, count: 0 },
        { stars: 1, count: 0 },
      ],
      pagination: { page, limit: 5, totalPages: 2, totalCount: 7 },
    },
  };
}

async function openClinic(reviews: (request: SeenRequest) => { status?: number; body: unknown }) {
  server = await startTestServer({
    'GET /vets/:id': () => ({ body: clinic({ businessName: 'Riverside Vets', reviewCount: 7 }) }),
    'GET /services/public/:id': () => ({ body: [] }),
    'GET /vets/:id/reviews': reviews,
    'GET /vet-business/time-slots/available-days/:id': () => ({ body: { days: [] } }),
  });
  const user = userEvent.setup();
  renderApp(`/vet/${VET_ID}`);
  const section = (await screen.findByRole('heading', { name: 'Reviews' })).closest('section')!;
  return { user, section };
}

describe('the clinic page with its reviews', () => {
  test('when a clinic has reviews, then the newest five show with the spread of ratings, the verified mark and the clinic’s answer', async () => {
    const { section } = await openClinic(reviewsPage);
    expect(await within(section).findByText('Review number 1')).toBeInTheDocument();
    expect(within(section).getByText('Review number 5')).toBeInTheDocument();
    expect(within(section).queryByText('Review number 6')).not.toBeInTheDocument();
    expect(within(section).getByText('Response from Riverside Vets')).toBeInTheDocument();
    expect(within(section).getByText('Thanks for coming in')).toBeInTheDocument();
    expect(within(section).getAllByText('Verified visit')[0]).toHaveClass('badge');
    const bars = within(within(section).getByRole('list', { name: 'Ratings by number of stars' }));
    expect(bars.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '5 stars1 review',
      '4 stars6 reviews',
      '3 stars0 reviews',
      '2 stars0 reviews',
      '1 star0 reviews',
    ]);
  });

  test('when More reviews is used, then the next page follows the first and the button goes at the end', async () => {
    const { user, section } = await openClinic(reviewsPage);
    await user.click(await within(section).findByRole('button', { name: 'More reviews' }));
    expect(await within(section).findByText('Review number 7')).toBeInTheDocument();
    expect(within(section).getByText('Review number 1')).toBeInTheDocument();
    expect(within(section).getByText('Showing 7 of 7')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'More reviews' })).not.toBeInTheDocument();
    expect(
      server!.seen.filter((r) => r.path.endsWith('/reviews')).map((r) => r.query.get('page')),
    ).toEqual(['1', '2']);
  });

  test('when the reviews cannot be read, then the page says so and offers to try again, not "no reviews"', async () => {
    let fail = true;
    const { user, section } = await openClinic((request) =>
      fail ? { status: 503, body: { error: 'down' } } : reviewsPage(request),
    );
    expect(await within(section).findByText('Reviews could not be loaded.')).toBeInTheDocument();
    expect(within(section).queryByText(/No reviews yet/)).not.toBeInTheDocument();
    fail = false;
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('Review number 1')).toBeInTheDocument();
  });

  test('when a clinic has no reviews, then it says how reviews come', async () => {
    const { section } = await openClinic(() => ({
      body: {
        reviews: [],
        distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })),
        pagination: { page: 1, limit: 5, totalPages: 0, totalCount: 0 },
      },
    }));
    expect(
      await within(section).findByText(
        'No reviews yet. Owners can review the clinic after a completed visit.',
      ),
    ).toBeInTheDocument();
  });
});
