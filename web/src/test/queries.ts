import { screen, waitFor } from '@testing-library/react';

/**
 * The alert that says `text`, among any others the screen shows. A failed change can refresh the
 * screen's reads, and a page banner about one of those can stand beside the change's own alert:
 * which of the two comes first depends on the machine's speed, so a test names the one it means.
 */
export function findAlertSaying(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const alerts = screen.queryAllByRole('alert');
    const alert = alerts.find((candidate) => candidate.textContent?.includes(text));
    if (!alert) {
      const shown = alerts.map((candidate) => `"${candidate.textContent}"`).join(', ') || 'none';
      throw new Error(`No alert says "${text}"; the alerts shown: ${shown}`);
    }
    return alert;
  });
}
