import { gzipSync } from 'node:zlib';
import path from 'node:path';
import type { Plugin } from 'vite';

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

/**
 * Prints, at build time, the gzipped JavaScript a first visit to the home page downloads:
 * the entry with its static imports plus the home route's lazy chunk with its own.
 * The target is 150 kB; the build fails loudly (a warning line) when it is over.
 */
export function buildReport(options: { homeModule: string; targetKb?: number }): Plugin {
  const targetKb = options.targetKb ?? 150;
  return {
    name: 'petvet-build-report',
    apply: 'build',
    generateBundle(_output, rawBundle) {
      const bundle = rawBundle as unknown as Bundle;
      const chunks = Object.values(bundle).filter((c): c is ChunkLike => c.type === 'chunk');
      const entries = chunks.filter((c) => c.isEntry).map((c) => c.fileName);
      const homeSuffix = path.normalize(options.homeModule);
      const home = chunks.find(
        (c) =>
          (c.facadeModuleId && path.normalize(c.facadeModuleId).endsWith(homeSuffix)) ||
          (c.moduleIds ?? []).some((id) => path.normalize(id).endsWith(homeSuffix)),
      );
      const files = staticClosure(bundle, [...entries, ...(home ? [home.fileName] : [])]);
      let raw = 0;
      let gzip = 0;
      for (const file of files) {
        const chunk = bundle[file] as ChunkLike;
        raw += Buffer.byteLength(chunk.code);
        gzip += gzipSync(chunk.code, { level: 9 }).length;
      }
      const kb = (n: number) => (n / 1024).toFixed(1);
      const verdict = gzip / 1024 <= targetKb ? 'within' : 'OVER';
      const lines = [
        `[build-report] home route JavaScript: ${kb(gzip)} kB gzipped (${kb(raw)} kB raw) in ${files.length} file(s); target ${targetKb} kB: ${verdict}`,
        ...(home ? [] : ['[build-report] warning: the home route chunk was not found']),
      ];
      // Printed to stdout so CI logs and the bench keep the figure.
      console.log(lines.join('\n'));
      this.emitFile({
        type: 'asset',
        fileName: 'build-report.json',
        source: JSON.stringify(
          { homeRouteJsGzipBytes: gzip, homeRouteJsRawBytes: raw, files },
          null,
          2,
        ),
      });
    },
  };
}
