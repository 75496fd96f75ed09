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
    reporters: ['default', './test-support/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'shared',
          root: 'shared',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: ['src/{server,backend}/**/*.integration.test.ts'],
        },
      },
      {
        test: {
          name: 'shared-server',
          root: 'shared',
          environment: 'node',
          include: ['src/{server,backend}/**/*.integration.test.ts'],
          globalSetup: ['../test-support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      serverProject('api', 'services/api'),
      serverProject('scraper-worker', 'services/scraper-worker'),
      serverProject('stats-aggregator', 'services/stats-aggregator'),
      serverProject('notifier', 'services/notifier'),
      'web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          environment: 'node',
          include: ['**/*.e2e.test.ts'],
          globalSetup: ['./global-setup.ts'],
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
