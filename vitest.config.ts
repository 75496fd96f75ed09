import { defineConfig } from 'vitest/config';

const serverProject = (name: string, root: string) => ({
  test: {
    name,
    root,
    environment: 'node' as const,
    include: ['src/**/*.test.ts'],
    globalSetup: ['../../test-support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: 'shared',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: ['src/server/**/*.integration.test.ts'],
        },
      },
      {
        test: {
          name: 'shared-server',
          root: 'shared',
          environment: 'node',
          include: ['src/server/**/*.integration.test.ts'],
          globalSetup: ['../test-support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      serverProject('api', 'services/api'),
      serverProject('scraper-worker', 'services/scraper-worker'),
      serverProject('stats-aggregator', 'services/stats-aggregator'),
      'web/vitest.config.ts',
    ],
  },
});
