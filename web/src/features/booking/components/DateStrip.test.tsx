import { describe, expect, test } from 'vitest';
import { render, screen } from '@testing-library/react';
import { DateStrip } from './DateStrip';

describe('the day strip', () => {
  test('when days have no free time, then each says why: Closed, Full or Not open for booking yet', () => {
    render(
      <DateStrip
        selected="2030-01-14"
        onChoose={() => undefined}
        days={[
          { date: '2030-01-14', count: 3 },
          { date: '2030-01-15', count: 0, reason: 'full' },
          { date: '2030-01-16', count: 0, reason: 'closed' },
          { date: '2030-01-17', count: 0, reason: 'beyond_horizon' },
          { date: '2030-01-18', count: null },
        ]}
      />,
    );
    const detail = (date: string) =>
      document.querySelector(`label[for="day-${date}"] span`)?.textContent;
    expect(detail('2030-01-14')).toBe('3 free');
    expect(detail('2030-01-15')).toBe('Full');
    expect(detail('2030-01-16')).toBe('Closed');
    expect(detail('2030-01-17')).toBe('Not open for booking yet');
    expect(screen.getAllByRole('radio')).toHaveLength(5);
  });
});
