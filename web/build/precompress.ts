import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { brotli, gzip, zopfliGzip } from './compress.ts';

const TEXT = /\.(js|mjs|css|html|svg|json|xml|txt|webmanifest)$/;
// Below this a compressed copy saves less than its headers cost; the server sends such files as they are.
export const MIN_BYTES = 1024;

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/** The files every first visit downloads, as the build's report lists them (build-report.ts). */
function firstVisitFiles(outDir: string): Set<string> {
  const report = path.join(outDir, 'build-report.json');
  if (!existsSync(report)) return new Set();
  const { files } = JSON.parse(readFileSync(report, 'utf8')) as { files: string[] };
  return new Set(files.map((file) => path.join(outDir, file)));
}

/**
 * Writes `name.br` (brotli 11) and `name.gz` beside every text file of the build, so the server
 * sends the smallest copy without compressing at request time. The `.gz` of the files every first
 * visit downloads is Zopfli's (smaller, slow to make); the others' is gzip level 9.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'petvet-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const firstVisit = firstVisitFiles(outDir);
      for (const file of listFiles(outDir)) {
        if (!TEXT.test(file) || statSync(file).size < MIN_BYTES) continue;
        const body = readFileSync(file);
        writeFileSync(`${file}.br`, brotli(body));
        writeFileSync(`${file}.gz`, firstVisit.has(file) ? await zopfliGzip(body) : gzip(body));
      }
    },
  };
}
