import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import {
  COMPRESS_MIN_BYTES,
  appendVary,
  compressBody,
  isCompressible,
  preferredEncoding,
  weakEtag,
} from '../../middleware/compression';
import { RENDERER_FILE } from './server-render';

/** Hashed build output never changes under its name: a browser may keep it for a year unasked. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current hashed files: always asked again (a 304 when unchanged). */
export const REVALIDATE = 'no-cache';
/** Unhashed public files (favicon): cached a day. */
const PUBLIC_FILE = 'public, max-age=86400';

// The kinds of file a Vite build writes; anything else goes out as bytes.
export const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

export interface WebFile {
  type: string;
  etag: string;
  cacheControl: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** For a page rendered for this request: how long that took (the Server-Timing header). */
  serverTiming?: string;
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/**
 * The build's own `.br`/`.gz` files (written at top quality at build time) are used when present;
 * a text file without them is compressed once here, so every text file goes out compressed.
 */
function loadFile(file: string, urlPath: string): WebFile {
  const identity = readFileSync(file);
  const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const loaded: WebFile = {
    type,
    etag: weakEtag(identity),
    cacheControl: urlPath.startsWith('/assets/') ? IMMUTABLE : PUBLIC_FILE,
    identity,
  };
  if (isCompressible(type) && identity.length >= COMPRESS_MIN_BYTES) {
    loaded.br = existsSync(`${file}.br`)
      ? readFileSync(`${file}.br`)
      : brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    loaded.gzip = existsSync(`${file}.gz`)
      ? readFileSync(`${file}.gz`)
      : gzipSync(identity, { level: 9 });
  }
  return loaded;
}

export function loadDist(root: string): Map<string, WebFile> {
  const files = new Map<string, WebFile>();
  // The server's own renderer is code for this process, not a file for browsers.
  const serverOnly = path.join(root, path.dirname(RENDERER_FILE)) + path.sep;
  for (const file of listFiles(root)) {
    if (file.startsWith(serverOnly)) continue;
    if (/\.(br|gz)$/.test(file) && existsSync(file.slice(0, -path.extname(file).length))) continue;
    if (!statSync(file).isFile()) continue;
    const urlPath = `/${path.relative(root, file).split(path.sep).join('/')}`;
    files.set(urlPath, loadFile(file, urlPath));
  }
  return files;
}

export function sendWebFile(
  req: Request,
  res: Response,
  file: WebFile,
  cacheControl = file.cacheControl,
) {
  res.setHeader('content-type', file.type);
  res.setHeader('cache-control', cacheControl);
  res.setHeader('etag', file.etag);
  if (file.br || file.gzip) appendVary(res, 'Accept-Encoding');
  if (file.serverTiming) res.setHeader('server-timing', file.serverTiming);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const encoding = preferredEncoding(req);
  let body = file.identity;
  if (encoding === 'br' && file.br) body = file.br;
  else if (encoding !== 'identity' && file.gzip) body = file.gzip;
  if (body !== file.identity) res.setHeader('content-encoding', body === file.br ? 'br' : 'gzip');
  res.setHeader('content-length', body.length);
  res.status(200).end(req.method === 'HEAD' ? undefined : body);
}

export function htmlFile(
  html: string,
  compressNow: (body: Buffer) => Pick<WebFile, 'br' | 'gzip'>,
) {
  const identity = Buffer.from(html);
  return {
    type: TYPES['.html']!,
    etag: weakEtag(identity),
    cacheControl: REVALIDATE,
    identity,
    ...compressNow(identity),
  } satisfies WebFile;
}

export const atBuildQuality = (body: Buffer) => ({
  br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: gzipSync(body, { level: 9 }),
});
export const atRequestQuality = (body: Buffer) => ({
  br: compressBody(body, 'br'),
  gzip: compressBody(body, 'gzip'),
});

/** A page rendered for one request, compressed once, in the one encoding this request takes. */
export function renderedFile(req: Request, html: string): WebFile {
  const identity = Buffer.from(html);
  const encoding = identity.length >= COMPRESS_MIN_BYTES ? preferredEncoding(req) : 'identity';
  const file: WebFile = {
    type: TYPES['.html']!,
    etag: weakEtag(identity),
    cacheControl: REVALIDATE,
    identity,
  };
  if (encoding !== 'identity') file[encoding] = compressBody(identity, encoding);
  return file;
}
