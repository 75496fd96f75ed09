import path from 'node:path';
import type { Plugin } from 'vite';
import { staticClosure } from './build-report.ts';

export interface RoutePreload {
  /** Regular expression over the page's path; `$1`... in `data` take its groups. */
  path: string;
  /** The route's lazily loaded page module. */
  module: string;
  /** The API reads the page makes first, fetched by the browser while the code still loads. */
  data?: string[];
}

/** What the server adds to index.html for a page: `route-preloads.json` in the build. */
export interface RoutePreloadEntry {
  path: string;
  js: string[];
  css: string[];
  data?: string[];
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  facadeModuleId: string | null;
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * A page's chunk is otherwise asked for only after the entry has downloaded and run: naming it
 * (with its own imports and styles) in the HTML lets the browser fetch everything at once.
 */
export function routePreloads(routes: RoutePreload[]): Plugin {
  return {
    name: 'petvet-route-preloads',
    apply: 'build',
    generateBundle(_output, rawBundle) {
      const bundle = rawBundle as unknown as Record<string, ChunkLike | { type: 'asset' }>;
      const chunks = Object.values(bundle).filter((c): c is ChunkLike => c.type === 'chunk');
      const entry = new Set(
        staticClosure(
          bundle as never,
          chunks.filter((c) => c.isEntry).map((c) => c.fileName),
        ),
      );
      const entries: RoutePreloadEntry[] = [];
      for (const route of routes) {
        const suffix = path.normalize(route.module);
        const page = chunks.find(
          (c) => c.facadeModuleId && path.normalize(c.facadeModuleId).endsWith(suffix),
        );
        if (!page) {
          this.warn(`no chunk for ${route.module}: its page gets no preload hints`);
          continue;
        }
        const files = staticClosure(bundle as never, [page.fileName]).filter((f) => !entry.has(f));
        const css = files.flatMap((f) => [
          ...((bundle[f] as ChunkLike).viteMetadata?.importedCss ?? []),
        ]);
        entries.push({
          path: route.path,
          js: files.map((f) => `/${f}`),
          css: css.map((f) => `/${f}`),
          ...(route.data ? { data: route.data } : {}),
        });
      }
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: JSON.stringify(entries, null, 2),
      });
    },
  };
}
