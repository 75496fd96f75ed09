import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// Node loads this config without a bundler's resolution, so the local import names its file.
import { bootPreload } from './build/boot-preload.ts';
import { buildReport } from './build/build-report.ts';
import { catalogs } from './build/catalogs.ts';
import { precompress } from './build/precompress.ts';
import { routePreloads } from './build/route-preloads.ts';
import { ssrBundle } from './build/ssr-bundle.ts';
import { sharedModuleSideEffects, zodErrorMapFirst } from './build/shared-tree-shaking.ts';
import { defaultCitySearchUrls } from './src/features/clinics/settings.ts';

const BOOT = 'src/boot.tsx';
const STORE_KIT = 'src/app/store-kit.tsx';
const STORE = [STORE_KIT];
const GUARDS = 'src/app/routes/guards.tsx';
/** A page the server does not render: its HTML still names its scripts and the store's. */
const page = (path: string, module: string, also: string[] = []) => ({
  path,
  module,
  with: [...STORE, ...also],
});
const BOOT_CHUNK = /(^|\/)boot-[^/]+\.js$/;

// The API listens on 3000 in development; the SPA calls it on the same origin through this proxy.
export default defineConfig({
  plugins: [
    react(),
    catalogs(),
    // Issue 13's budget for a first visit to the home page.
    buildReport({
      homeModule: 'src/features/home/components/HomePage.tsx',
      bootModule: BOOT,
      // The frame's messages, which the server puts in the HTML: English is the budget's language.
      inlineModules: ['src/i18n/tiers/core.en.ts'],
      targetKb: 90,
    }),
    bootPreload({ bootModule: BOOT }),
    precompress(),
    zodErrorMapFirst(),
    // The data pages are rendered by the server with each request's data.
    ssrBundle({ entry: 'src/ssr/render-page.tsx' }),
    // The pages people land on; ids are matched strictly, as the server copies them into the HTML.
    // Every page but home uses the store, which the entry loads lazily.
    routePreloads(
      [
        { path: '^/$', module: 'src/features/home/components/HomePage.tsx', prerender: '/' },
        {
          path: '^/login$',
          module: 'src/features/auth/components/LoginPage.tsx',
          with: STORE,
          prerender: '/login',
        },
        {
          path: '^/register$',
          module: 'src/features/auth/components/RegisterPage.tsx',
          with: STORE,
        },
        {
          path: '^/search$',
          module: 'src/features/clinics/components/SearchPage.tsx',
          with: STORE,
          render: true,
          data: defaultCitySearchUrls('/api'),
        },
        {
          path: '^/vet/([0-9a-fA-F-]{1,64})$',
          module: 'src/app/routes/ClinicRoute.tsx',
          with: STORE,
          render: true,
          data: ['/api/vets/$1', '/api/services/public/$1', '/api/vets/$1/reviews?page=1'],
        },
        {
          path: '^/global-vet-search$',
          module: 'src/features/directory/components/GlobalSearchPage.tsx',
          with: STORE,
          render: true,
        },
        {
          path: '^/find$',
          module: 'src/app/routes/FindRoute.tsx',
          with: STORE,
          render: true,
        },
        {
          path: '^/global-practices/([0-9]{1,18})$',
          module: 'src/features/directory/components/PracticeDetailPage.tsx',
          with: STORE,
          render: true,
          data: ['/api/global-practices/$1'],
        },
        // The other pages are not rendered by the server, but their HTML names their scripts.
        page(
          '^/(claim-account|verify-email|forgot-password|reset-password|join)$',
          'src/app/routes/AccountPages.tsx',
        ),
        page('^/account/security$', 'src/app/routes/AccountPages.tsx', [GUARDS]),
        page('^/global-practices/[0-9]{1,18}/correct-prices$', 'src/app/routes/AccountPages.tsx'),
        page('^/global-vet-search/compare$', 'src/features/directory/compare/ComparePage.tsx'),
        page('^/vet/[^/]+/prices$', 'src/features/clinic-prices/components/ClinicPricesPage.tsx'),
        page('^/(book|book-appointment)/[^/]+$', 'src/app/routes/BookingRoute.tsx'),
        page('^/dashboard$', 'src/app/routes/DashboardRoute.tsx', [GUARDS]),
        page('^/pets$', 'src/features/pets/components/MyPetsPage.tsx', [GUARDS]),
        page(
          '^/vet-dashboard(/patients/[^/]+)?$',
          'src/app/routes/business-dashboard/BusinessDashboard.tsx',
        ),
      ],
      { storeKit: STORE_KIT, bootModule: BOOT },
    ),
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
    // Current browsers preload modules themselves; the polyfill only fetched ahead for older ones
    // (Firefox before 115, Safari before 17), which still load every module, just not ahead of
    // time. Every first visit would download it: it is left out.
    modulePreload: {
      polyfill: false,
      // The boot module's lazy screens keep only their stylesheets in its lists: every first
      // visit downloaded the file names of every screen's scripts (1.4 kB gzipped) to preload
      // them on a later click. A page's HTML names its own scripts (route-preloads.ts), and a
      // link preloads its screen as the pointer or focus comes to it (link-intent.ts).
      resolveDependencies: (_file, deps, { hostId }) => (BOOT_CHUNK.test(hostId) ? [] : deps),
    },
    rolldownOptions: {
      treeshake: { moduleSideEffects: sharedModuleSideEffects },
      output: {
        // Every first visit downloads each lazy file's name in the route table's preload lists,
        // so names carry 7 hash characters instead of 8. Rolldown refuses a length too short for
        // the number of chunks: the build itself says when to raise it.
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        // What every page runs, in two files instead of eight small ones: on a phone's
        // connection each file costs a round trip of its own.
        codeSplitting: {
          groups: [
            {
              // The preload helper of every lazy import, on its own: in the entry it would bring
              // the entry's stylesheet to each screen, and beside React the entry would have to
              // load and run React before the first paint.
              name: 'preload-helper',
              test: /^\0vite\/preload-helper/,
              priority: 30,
            },
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 20,
            },
            {
              // The shell's own modules that screens import too.
              name: 'shell',
              test: /web[\\/]src[\\/](components[\\/]ui[\\/](Icon|Feedback)|lib[\\/](api-base|page-meta|page-meta-words|site-settings)|store[\\/]session-storage|app[\\/]layout[\\/]nav-links)\.tsx?$/,
              priority: 15,
            },
            {
              // The store with Redux Toolkit and RTK Query, which every page but home loads.
              name: 'store',
              test: /node_modules[\\/](@reduxjs|redux|reselect|immer|react-redux|@standard-schema)[\\/]|web[\\/]src[\\/](store[\\/](store|session-slice|ui-slice|hooks)|lib[\\/]api[\\/](index|slice)|app[\\/](store-kit|layout[\\/]SessionLinks)|components[\\/]ui[\\/]Toasts)\.tsx?$/,
              priority: 10,
            },
            {
              // Small pieces the landing pages share; none of them brings zod.
              name: 'page-kit',
              test: /web[\\/]src[\\/](components[\\/]ui[\\/](Field|PageHeader|WhenVisible|PlaceDetails)|lib[\\/](errors|links|money|dates)|i18n[\\/]rich-text)\.tsx?$/,
              priority: 5,
            },
          ],
        },
      },
    },
  },
});
