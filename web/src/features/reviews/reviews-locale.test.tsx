import { describe, expect, test } from 'vitest';
import { render, screen } from '@testing-library/react';
import { speak } from '../../test/locale';
import { PublicReviewItem } from './components/PublicReviewItem';
import { RatingSummary } from './components/RatingSummary';

describe('the public reviews in another language', () => {
  test('when the ratings and a verified review are read in German, then the counts agree with one and with many', async () => {
    await speak('de');
    render(
      <>
        <RatingSummary
          distribution={[
            { stars: 5, count: 1 },
            { stars: 4, count: 6 },
            { stars: 3, count: 0 },
            { stars: 2, count: 0 },
            { stars: 1, count: 0 },
          ]}
        />
        <ol>
          <PublicReviewItem
            clinicName="Riverside Vets"
            review={{
              id: 'r1',
              reviewerName: 'Olivia O.',
              rating: 5,
              comment: 'Sehr freundlich',
              date: '2026-03-14',
              verifiedVisit: true,
              response: { text: 'Danke!', date: null },
            }}
          />
        </ol>
      </>,
    );
    expect(screen.getByText('7 Bewertungen')).toBeInTheDocument();
    const bars = screen.getByRole('list', { name: 'Bewertungen nach Anzahl der Sterne' });
    expect([...bars.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '5 Sterne1 Bewertung',
      '4 Sterne6 Bewertungen',
      '3 Sterne0 Bewertungen',
      '2 Sterne0 Bewertungen',
      '1 Stern0 Bewertungen',
    ]);
    expect(screen.getByText('4,1')).toBeInTheDocument();
    expect(screen.getByText('Bestätigter Besuch')).toBeInTheDocument();
    expect(screen.getByText('Antwort von Riverside Vets')).toBeInTheDocument();
    expect(screen.getByText('14. März 2026')).toBeInTheDocument();
  });
});
