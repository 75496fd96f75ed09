import { describe, expect, test } from 'vitest';
import { render, screen } from '@testing-library/react';
import { STANDARD_SERVICE_IDS, standardService } from '@petvet/shared';
import { speak } from '../../test/locale';
import { ConfirmDialog } from './ConfirmDialog';
import { Stars } from './Feedback';
import { ServicePriceLine } from './ServicePriceLine';
import { VaccinationBadge } from './VaccinationBadge';
import { WeightChart } from './WeightChart';

describe('the shared components in another language', () => {
  test('when a chart of one weight and one of three are read in German, then each says its count in German figures and dates', async () => {
    await speak('de');
    render(
      <WeightChart points={[{ date: '2026-03-01', weight: 12.5 }]} title="Gewicht von Bella" />,
    );
    expect(screen.getByText('Ein Gewicht: 12,5 kg am 1. März 2026.')).toBeInTheDocument();
    render(
      <WeightChart
        points={[
          { date: '2026-03-01', weight: 12.5 },
          { date: '2026-01-10', weight: 11.8 },
          { date: '2026-05-20', weight: 13 },
        ]}
        title="Gewicht von Bella"
      />,
    );
    expect(
      screen.getByText('3 Gewichte vom 10. Januar 2026 bis 20. Mai 2026: 11,8 kg bis 13 kg.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Werte anzeigen')).toHaveLength(2);
  });

  test('when a rating and a vaccination state are read in German, then the stars and the badge speak German', async () => {
    await speak('de');
    render(
      <>
        <Stars rating={4} />
        <VaccinationBadge status="due_soon" named />
      </>,
    );
    expect(screen.getByRole('img', { name: '4,0 von 5 Sternen' })).toBeInTheDocument();
    expect(screen.getByText('Impfungen: bald fällig')).toBeInTheDocument();
  });

  test('when a confirmation opens in French, then its title and buttons are French', async () => {
    await speak('fr');
    render(<ConfirmDialog message="Supprimer Rex ?" onConfirm={() => {}} onCancel={() => {}} />);
    expect(screen.getByRole('alertdialog', { name: 'Veuillez confirmer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });

  test('when a price line is read in German, then its band, amount and source are written the German way', async () => {
    await speak('de');
    const service = STANDARD_SERVICE_IDS[0];
    render(
      <ServicePriceLine
        price={{
          service,
          band: 'dog_small',
          amount: 45.5,
          amountMax: null,
          currency: 'EUR',
          source: 'website',
          sourceUrl: null,
          asOf: '2030-01-02T09:00:00Z',
          origin: 'crawled',
        }}
      />,
    );
    const line = screen.getByLabelText(`Preis für ${standardService(service).name}`);
    expect(line).toHaveTextContent('(Hund, klein (unter 10 kg))');
    expect(line).toHaveTextContent('45,50 €');
    expect(line).toHaveTextContent('von ihrer Website, gelesen am 2. Januar 2030');
  });
});
