import { afterEach, describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Insights } from '@petvet/shared';
import { presetRange } from '../../../features/business/analytics/range';
import { everyWeek } from '../../../features/business/analytics/series';
import { closeScene, openBusiness, profile } from './test-support/business-scene';

afterEach(closeScene);

const INSIGHTS: Insights = {
  currency: 'EUR',
  bookingsPerWeek: [
    { week: '2031-01-06', count: 4 },
    { week: '2031-01-13', count: 6 },
  ],
  revenuePerWeek: [
    { week: '2031-01-06', amount: 180 },
    { week: '2031-01-13', amount: 270 },
  ],
  noShowRate: 0.125,
  busiestHours: [
    { day: 1, hour: 9, count: 3 },
    { day: 5, hour: 14, count: 1 },
  ],
  servicesByRevenue: [{ service: 'Consultation', amount: 450, count: 10 }],
  newVsReturning: { new: 3, returning: 5 },
  ratingOverTime: [{ month: '2031-01', average: 4.5, count: 2 }],
};

describe('clinic analytics', () => {
  test('when presets are computed, then they end today and cover 4 weeks, 3 months or 12 months', () => {
    expect(presetRange('4w', '2031-03-31')).toEqual({ from: '2031-03-04', to: '2031-03-31' });
    expect(presetRange('3m', '2031-05-31')).toEqual({ from: '2031-03-01', to: '2031-05-31' });
    expect(presetRange('12m', '2031-01-10')).toEqual({ from: '2030-01-11', to: '2031-01-10' });
  });

  test('when a week has no bookings, then it still shows, as an empty week from the Monday before the first day', () => {
    expect(
      everyWeek(
        { from: '2031-01-08', to: '2031-01-25' },
        [{ week: '2031-01-13', count: 2 }],
        (week) => ({
          week,
          count: 0,
        }),
      ),
    ).toEqual([
      { week: '2031-01-06', count: 0 },
      { week: '2031-01-13', count: 2 },
      { week: '2031-01-20', count: 0 },
    ]);
  });

  test('when the tab opens, then the spec cards stay on top and the insights of the chosen period load below', async () => {
    const { server, user } = await openBusiness(
      '/vet-dashboard?tab=analytics',
      { profile: profile({ currency: 'EUR' }), currency: 'EUR' },
      { 'GET /vet-business/insights': () => ({ body: INSIGHTS }) },
    );
    expect(screen.getByRole('heading', { name: 'Key figures' })).toBeInTheDocument();
    expect(screen.getByText('€410.00')).toBeInTheDocument();
    expect(await screen.findByText('12.5%')).toBeInTheDocument();
    expect(screen.getByText('Returning owners').nextSibling).toHaveTextContent('5');
    expect(
      await screen.findByRole('img', { name: /Consultation: €450.00 \(10\)/ }),
    ).toBeInTheDocument();
    const grid = screen.getByRole('table', { name: 'Bookings by day and hour' });
    expect(within(grid).getAllByRole('row')).toHaveLength(8);
    expect(within(grid).getByTitle('Mon 09:00 · 3 bookings')).toBeInTheDocument();
    const first = server.seen.find((r) => r.path === '/vet-business/insights');
    expect(first?.query.get('from')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '12 months' }));
    await waitFor(() =>
      expect(server.seen.filter((r) => r.path === '/vet-business/insights')).toHaveLength(2),
    );
  });

  test('when a custom period ends before it starts, then the picker says so and nothing is asked', async () => {
    const { server, user } = await openBusiness(
      '/vet-dashboard?tab=analytics',
      { profile: profile() },
      { 'GET /vet-business/insights': () => ({ body: INSIGHTS }) },
    );
    await screen.findByText('12.5%');
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    const asked = server.seen.length;
    const last = screen.getByLabelText('Last day');
    await user.clear(last);
    await user.type(last, '2000-01-01');
    expect(
      await screen.findByText('The last day must be on or after the first day.'),
    ).toBeVisible();
    expect(last).toHaveAttribute('aria-invalid', 'true');
    expect(
      server.seen.filter((r) => r.path === '/vet-business/insights').length,
    ).toBeLessThanOrEqual(asked);
  });
});
