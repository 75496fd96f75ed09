import type { Request } from 'express';
import type { ApiConfig } from '../config';

/** "http://localhost:3000" for a server listening on every interface at 3000; IPv6 in brackets. */
export function listeningAddress(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

/**
 * Where people reach the site, for addresses the API writes (robots.txt, sitemaps, calendar
 * feeds): PUBLIC_URL, else the address this server listens on. Never the request's Host header,
 * which any client sets: a forged one would be written into answers other people receive.
 */
export function siteAddress(config: Pick<ApiConfig, 'PUBLIC_URL' | 'HOST'>, req: Request): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  return listeningAddress(config.HOST, req.socket.localPort ?? 0);
}
