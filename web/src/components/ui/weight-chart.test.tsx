import { describe, expect, test } from 'vitest';
import { render, screen } from '@testing-library/react';
import { WeightChart, weightSummary } from './WeightChart';

const weights = [
  { date: '2026-03-01', weight: 12.5 },
  { date: '2026-01-10', weight: 11.8 },
  { date: '2026-05-20', weight: 13 },
];

describe('the weight chart', () => {
  test('when there are dated weights, then the chart draws one dot each and names the range for screen readers', () => {
    const { container } = render(<WeightChart points={weights} title="Bella's weight" />);
    expect(container.querySelectorAll('circle')).toHaveLength(3);
    expect(container.querySelector('path')).not.toBeNull();
    expect(screen.getByRole('img')).toHaveAccessibleName(
      "Bella's weight. 3 weights from 10 January 2026 to 20 May 2026: 11.8 kg to 13 kg.",
    );
  });

  test('when the figures are asked for, then the table lists every weight, newest first', () => {
    render(<WeightChart points={weights} title="Bella's weight" />);
    const rows = screen.getAllByRole('row', { hidden: true }).slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '20 May 202613 kg',
      '1 March 202612.5 kg',
      '10 January 202611.8 kg',
    ]);
  });

  test('when there is one weight or none, then the summary says so without a line', () => {
    expect(weightSummary([])).toBe('No weights recorded yet.');
    const { container } = render(<WeightChart points={[weights[0]!]} title="Bella's weight" />);
    expect(container.querySelector('path')).toBeNull();
    expect(screen.getByText('One weight: 12.5 kg on 1 March 2026.')).toBeInTheDocument();
  });
});
