import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// Node loads this config without a bundler's resolution, so the local import names its file.
import { buildReport } from './build/build-report.ts';
import { precompress } from './build/precompress.ts';
import { sharedModuleSideEffects, zodErrorMapFirst } from './build/shared-tree-shaking.ts';

// The API listens on 3000 in development; the SPA calls it on the same origin through this proxy.
export default defineConfig({
  plugins: [
    react(),
    buildReport({ homeModule: 'src/features/home/components/HomePage.tsx' }),
    precompress(),
    zodErrorMapFirst(),
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
