import type { Plugin } from 'vite';
import type { RoutePreloadEntry } from '@petvet/shared';
import { chunkFor, firstLoadFiles, staticClosure } from './build-report.ts';
import { prerenderPages } from './prerender.ts';

export interface RoutePreload {
  /** Regular expression over the page's path; `$1`... in `data` take its groups. */
  path: string;
  /** The route's lazily loaded page module. */
  module: string;
  /** Other lazily loaded modules the page needs at once (the store, for pages that use it). */
  with?: string[];
  /** The API reads the page makes first, fetched by the browser while the code still loads. */
  data?: string[];
  /** For a page that shows no data: its URL, to render its content into the HTML. */
  prerender?: string;
  /** A data page the server renders at request time, with that request's data. */
  render?: boolean;
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  facadeModuleId: string | null;
  moduleIds?: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * A chunk made only of stylesheets: Vite drops its empty script from the output after this point,
 * so naming it as a page's script would have every visit ask for a file that is not there (404).
 */
const onlyStyles = (chunk: ChunkLike) =>
  (chunk.moduleIds ?? []).length > 0 &&
  (chunk.moduleIds ?? []).every((id) => /\.css($|\?)/.test(id));

/**
 * A page's chunk is otherwise asked for only after the entry has downloaded and run: naming it
 * (with its own imports and styles) in the HTML lets the browser fetch everything at once.
 */
export function routePreloads(
  routes: RoutePreload[],
  options: {
    /** The lazily loaded store kit: a rendered page listing it in `with` renders inside it. */
    storeKit: string;
    /** The app's boot module, which every page loads (index.html names its files). */
    bootModule: string;
  },
): Plugin {
  let root = process.cwd();
  return {
    name: 'petvet-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_output, rawBundle) {
      const prerendered = await prerenderPages(
        root,
        routes.flatMap((r) =>
          r.prerender
            ? [
                {
                  url: r.prerender,
                  module: r.module,
                  store: Boolean(r.with?.includes(options.storeKit)),
                },
              ]
            : [],
        ),
        options.storeKit,
      );
      const bundle = rawBundle as unknown as Record<string, ChunkLike | { type: 'asset' }>;
      const entry = new Set(firstLoadFiles(bundle as never, options.bootModule));
      const entries: RoutePreloadEntry[] = [];
      const chunkOf = (module: string) => {
        const chunk = chunkFor(bundle as never, module);
        if (!chunk) this.warn(`no chunk for ${module}: its pages get no preload hints for it`);
        return chunk?.fileName;
      };
      for (const route of routes) {
        const page = chunkOf(route.module);
        if (!page) continue;
        const start = [page, ...(route.with ?? []).flatMap((m) => chunkOf(m) ?? [])];
        const files = staticClosure(bundle as never, start).filter((f) => !entry.has(f));
        const css = files.flatMap((f) => [
          ...((bundle[f] as ChunkLike).viteMetadata?.importedCss ?? []),
        ]);
        entries.push({
          path: route.path,
          js: files.filter((f) => !onlyStyles(bundle[f] as ChunkLike)).map((f) => `/${f}`),
          css: css.map((f) => `/${f}`),
          ...(route.data ? { data: route.data } : {}),
          ...(route.prerender ? inLanguages(prerendered.get(route.prerender)) : {}),
          ...(route.render ? { render: true } : {}),
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

/** A prerendered page: English as `html` (the default), every other language in `localized`. */
function inLanguages(byLocale: Record<string, string> | undefined) {
  if (!byLocale) return {};
  const { en, ...others } = byLocale;
  return { html: en, localized: others };
}
