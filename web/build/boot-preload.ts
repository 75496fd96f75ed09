import type { Plugin } from 'vite';
import { firstLoadFiles, staticClosure } from './build-report.ts';

/**
 * The entry imports the app's boot module only after the HTML has painted: naming the boot
 * module's files in index.html lets the browser download them from the start all the same.
 */
export function bootPreload(options: { bootModule: string }): Plugin {
  return {
    name: 'petvet-boot-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return;
        const bundle = ctx.bundle as never;
        const entry = new Set(staticClosure(bundle, ctx.chunk ? [ctx.chunk.fileName] : []));
        return firstLoadFiles(bundle, options.bootModule)
          .filter((file) => !entry.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
