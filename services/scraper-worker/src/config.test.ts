import { describe, expect, it } from 'vitest';
import { loadScraperConfig } from './config';

describe('scraper config', () => {
  it('when no loopback addresses are set, then none are reachable (production)', () => {
    expect(loadScraperConfig({}).SCRAPER_ALLOW_LOOPBACK_HOSTS).toEqual([]);
    expect(
      loadScraperConfig({ SCRAPER_ALLOW_LOOPBACK_HOSTS: '' }).SCRAPER_ALLOW_LOOPBACK_HOSTS,
    ).toEqual([]);
  });

  it('when loopback addresses are listed, then exactly those are kept, in canonical form', () => {
    expect(
      loadScraperConfig({
        SCRAPER_ALLOW_LOOPBACK_HOSTS: ' 127.0.0.2, [0:0:0:0:0:0:0:1] ,127.0.0.3',
      }).SCRAPER_ALLOW_LOOPBACK_HOSTS,
    ).toEqual(['127.0.0.2', '::1', '127.0.0.3']);
  });

  it('when the list names anything but a loopback address, then the worker refuses to start', () => {
    for (const value of [
      'true',
      '127.0.0.0/8',
      'localhost',
      '10.0.0.1',
      '169.254.169.254',
      '::ffff:169.254.169.254',
      'fe80::1',
    ]) {
      expect(() => loadScraperConfig({ SCRAPER_ALLOW_LOOPBACK_HOSTS: value }), value).toThrow(
        `SCRAPER_ALLOW_LOOPBACK_HOSTS: ${value} is not a loopback address (127.0.0.0/8 or ::1)`,
      );
    }
  });
});
