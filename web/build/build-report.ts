import path from 'node:path';
import type { Plugin } from 'vite';
import { brotli, gzip, zopfliGzip } from './compress.ts';
import { MIN_BYTES } from './precompress.ts';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  imports: string[];
  facadeModuleId: string | null;
  moduleIds?: string[];
}
interface AssetLike {
  type: 'asset';
}
type Bundle = Record<string, ChunkLike | AssetLike>;

/** Files a chunk needs before it runs: itself and its static imports, transitively. */
export function staticClosure(bundle: Bundle, start: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (seen.has(file) || !chunk || chunk.type !== 'chunk') return;
    seen.add(file);
    chunk.imports.forEach(visit);
  };
  start.forEach(visit);
  return [...seen];
}

/** The chunk a module is in: its own, or the group chunk the build put it in. */
export function chunkFor(bundle: Bundle, module: string): ChunkLike | undefined {
  const suffix = path.normalize(module);
  const chunks = Object.values(bundle).filter((c): c is ChunkLike => c.type === 'chunk');
  const holds = (id: string | null | undefined) => !!id && path.normalize(id).endsWith(suffix);
  return (
    chunks.find((c) => holds(c.facadeModuleId)) ??
    chunks.find((c) => (c.moduleIds ?? []).some(holds))
  );
}

/**
 * What every first visit runs before any screen: the entry, and the app's boot module that the
 * entry imports once the HTML has painted, each with its static imports.
 */
export function firstLoadFiles(bundle: Bundle, bootModule: string): string[] {
  const entries = Object.values(bundle)
    .filter((c): c is ChunkLike => c.type === 'chunk' && c.isEntry)
    .map((c) => c.fileName);
  const boot = chunkFor(bundle, bootModule);
  return staticClosure(bundle, [...entries, ...(boot ? [boot.fileName] : [])]);
}

/**
 * Prints, at build time, the gzipped JavaScript a first visit to the home page downloads:
 * the entry and the boot module with their static imports plus the home route's lazy chunk with
 * its own.
 * The target is 150 kB; the build fails loudly (a warning line) when it is over.
 */
export function buildReport(options: {
  homeModule: string;
  bootModule: string;
  /**
   * What the server puts into the HTML itself (the frame's English messages): printed apart, as
   * a first visit reads it with the page, not as a script.
   */
  inlineModules?: string[];
  targetKb?: number;
}): Plugin {
  const targetKb = options.targetKb ?? 150;
  return {
    name: 'petvet-build-report',
    apply: 'build',
    // Last, once Vite has written each lazy import's list of files into the code: those lists are
    // part of what a visitor downloads.
    generateBundle: {
      order: 'post',
      async handler(_output, rawBundle) {
        const bundle = rawBundle as unknown as Bundle;
        const home = chunkFor(bundle, options.homeModule);
        const files = staticClosure(bundle, [
          ...firstLoadFiles(bundle, options.bootModule),
          ...(home ? [home.fileName] : []),
        ]);
        const inline = (options.inlineModules ?? [])
          .map((m) => chunkFor(bundle, m))
          .reduce((sum, chunk) => sum + (chunk ? gzip(chunk.code).length : 0), 0);
        let raw = 0;
        let level9 = 0;
        let served = 0;
        let br = 0;
        for (const file of files) {
          const { code } = bundle[file] as ChunkLike;
          raw += Buffer.byteLength(code);
          level9 += gzip(code).length;
          // The server sends these files' Zopfli copies (precompress.ts) to a gzip-only browser,
          // and a file too small to be worth compressing as it is.
          const size = Buffer.byteLength(code);
          served += size < MIN_BYTES ? size : (await zopfliGzip(code)).length;
          br += brotli(code).length;
        }
        const kb = (n: number) => (n / 1024).toFixed(1);
        const verdict = served / 1024 <= targetKb ? 'within' : 'OVER';
        const lines = [
          `[build-report] home route JavaScript: ${kb(served)} kB gzipped as served (Zopfli; ${kb(level9)} kB at gzip level 9, ${kb(br)} kB brotli, ${kb(raw)} kB raw) in ${files.length} file(s); target ${targetKb} kB: ${verdict}`,
          `[build-report] the frame's English messages, inside the HTML: ${kb(inline)} kB gzipped as a script`,
          ...(home ? [] : ['[build-report] warning: the home route chunk was not found']),
        ];
        // Printed to stdout so CI logs and the bench keep the figure.
        console.log(lines.join('\n'));
        this.emitFile({
          type: 'asset',
          fileName: 'build-report.json',
          source: JSON.stringify(
            {
              homeRouteJsGzipBytes: served,
              homeRouteJsGzipLevel9Bytes: level9,
              homeRouteJsBrotliBytes: br,
              homeRouteJsRawBytes: raw,
              frameMessagesGzipBytes: inline,
              files,
            },
            null,
            2,
          ),
        });
      },
    },
  };
}
