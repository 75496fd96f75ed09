import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// Node loads this config without a bundler's resolution, so the local import names its file.
import { buildReport } from './build/build-report.ts';
import { precompress } from './build/precompress.ts';
import { routePreloads } from './build/route-preloads.ts';
import { sharedModuleSideEffects, zodErrorMapFirst } from './build/shared-tree-shaking.ts';

const STORE = ['src/app/store-kit.tsx'];

// The API listens on 3000 in development; the SPA calls it on the same origin through this proxy.
export default defineConfig({
  plugins: [
    react(),
    // Issue 13's budget for a first visit to the home page.
    buildReport({ homeModule: 'src/features/home/components/HomePage.tsx', targetKb: 90 }),
    precompress(),
    zodErrorMapFirst(),
    // The pages people land on; ids are matched strictly, as the server copies them into the HTML.
    // Every page but home uses the store, which the entry loads lazily.
    routePreloads([
      { path: '^/$', module: 'src/features/home/components/HomePage.tsx', prerender: '/' },
      { path: '^/login$', module: 'src/features/auth/components/LoginPage.tsx', with: STORE },
      { path: '^/register$', module: 'src/features/auth/components/RegisterPage.tsx', with: STORE },
      { path: '^/search$', module: 'src/features/clinics/components/SearchPage.tsx', with: STORE },
      {
        path: '^/vet/([0-9a-fA-F-]{1,64})$',
        module: 'src/features/clinics/components/ClinicDetailPage.tsx',
        with: STORE,
        data: ['/api/vets/$1', '/api/services/public/$1'],
      },
      {
        path: '^/global-vet-search$',
        module: 'src/features/directory/components/GlobalSearchPage.tsx',
        with: STORE,
      },
      {
        path: '^/global-practices/([0-9]{1,18})$',
        module: 'src/features/directory/components/PracticeDetailPage.tsx',
        with: STORE,
        data: ['/api/global-practices/$1'],
      },
    ]),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: { treeshake: { moduleSideEffects: sharedModuleSideEffects } },
  },
});
