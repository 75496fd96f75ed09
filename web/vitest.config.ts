import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { catalogs } from './build/catalogs.ts';

// WEB_TEST_SLOW_SCHEDULER=1 runs React's queued work as slowly as a loaded machine does.
const slowScheduler = process.env.WEB_TEST_SLOW_SCHEDULER === '1';

export default defineConfig({
  plugins: [react(), catalogs()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [...(slowScheduler ? ['./src/test/slow-scheduler.ts'] : []), './src/test/setup.ts'],
    environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
    // Sized for a loaded 2-core machine: under a busy loop on each core a screen test with a few
    // steps took 20 s (one wait is bounded at 15 s in setup.ts); a test that hangs still ends.
    testTimeout: slowScheduler ? 300_000 : 60_000,
    hookTimeout: 60_000,
    css: false,
  },
});
