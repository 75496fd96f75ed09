import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { catalogs } from './catalogs.ts';

/** Where in the build the server finds the renderer; the server does not serve this folder. */
export const SSR_DIR = '.server';
export const SSR_FILE = 'render-page.mjs';

/**
 * After the browser's build, bundles the server renderer of the data pages (one self-contained
 * file: the API loads it at start and needs none of the web's packages installed beside it).
 */
export function ssrBundle(options: { entry: string }): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  return {
    name: 'petvet-ssr-bundle',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await build({
        root,
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        plugins: [react(), catalogs()],
        // React's production build with the JSX it expects, whatever NODE_ENV the build runs
        // under (tests build with "test"): a server render must not run React's checks.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        oxc: { jsx: { development: false } },
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: options.entry,
          outDir: path.join(outDir, SSR_DIR),
          emptyOutDir: true,
          minify: false,
          sourcemap: false,
          rolldownOptions: { output: { entryFileNames: SSR_FILE, codeSplitting: false } },
        },
      });
    },
  };
}
