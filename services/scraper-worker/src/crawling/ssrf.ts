import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { RefusedAddressError } from './errors';

/**
 * The SSRF guard: a crawl may only reach public addresses. Checked on the address the connection
 * actually uses (the lookup below is the connection's own), so DNS rebinding cannot slip past it.
 */
const v4 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  v4.addSubnet(net, prefix, 'ipv4');
}
const v6 = new BlockList();
for (const [net, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
] as const) {
  v6.addSubnet(net, prefix, 'ipv6');
}

export interface GuardOptions {
  /**
   * Tests only (SCRAPER_ALLOW_LOOPBACK_HOSTS): the exact loopback addresses a fixture site listens
   * on. Every other loopback address, and everything private, stays refused. Empty in production.
   */
  loopbackAllowed: readonly string[];
}

/** The guard production uses: nothing but public addresses. */
export const PUBLIC_ONLY: GuardOptions = { loopbackAllowed: [] };

/** 127.0.0.0/8 or ::1 in its canonical spelling (what the URL parser and DNS lookups give). */
export function canonicalLoopback(address: string): string | null {
  const family = isIP(address);
  if (family === 4) return address.startsWith('127.') ? address : null;
  if (family === 6) {
    const canonical = new URL(`http://[${address}]/`).hostname.replace(/^\[|\]$/g, '');
    return canonical === '::1' ? canonical : null;
  }
  return null;
}

/** Why an address may not be reached, or null when it is public. */
export function refusalReason(address: string, options: GuardOptions): string | null {
  const family = isIP(address);
  if (family === 0) return `${address} is not an IP address`;
  const loopback = canonicalLoopback(address);
  if (loopback && options.loopbackAllowed.includes(loopback)) return null;
  if (family === 4) {
    return v4.check(address, 'ipv4') ? `${address} is not a public address` : null;
  }
  const lower = address.toLowerCase();
  const embedded = embeddedIpv4(lower);
  if (embedded)
    return refusalReason(embedded, options) ? `${address} is not a public address` : null;
  return v6.check(lower, 'ipv6') ? `${address} is not a public address` : null;
}

// ::ffff:a.b.c.d (mapped), ::a.b.c.d (compatible), 64:ff9b::/96 (NAT64) and 2002::/16 (6to4)
// carry an IPv4 address that decides.
function embeddedIpv4(address: string): string | null {
  const dotted = address.match(/^(?:::ffff:(?:0:)?|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted?.[1]) return dotted[1];
  const hex = address.match(/^(?:::ffff:(?:0:)?|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/);
  if (hex?.[1] && hex[2]) return hexPairToIpv4(hex[1], hex[2]);
  const sixToFour = address.match(/^2002:([0-9a-f]{1,4}):([0-9a-f]{1,4}):/);
  if (sixToFour?.[1] && sixToFour[2]) return hexPairToIpv4(sixToFour[1], sixToFour[2]);
  return null;
}

function hexPairToIpv4(high: string, low: string): string {
  const h = parseInt(high, 16);
  const l = parseInt(low, 16);
  return [h >> 8, h & 255, l >> 8, l & 255].join('.');
}

/** Only http and https, and a literal IP host must itself be public. */
export function assertUrlAllowed(url: URL, options: GuardOptions): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new RefusedAddressError(`${url.protocol} addresses are not crawled (${url.href})`);
  }
  if (url.username || url.password)
    throw new RefusedAddressError(`addresses with credentials are not crawled`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) {
    const reason = refusalReason(host, options);
    if (reason) throw new RefusedAddressError(`refused ${url.href}: ${reason}`);
  }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A drop-in for dns.lookup that refuses a host when any of its addresses is not public, and
 * answers only with the checked addresses: the socket connects to exactly what was checked.
 */
export function guardedLookup(options: GuardOptions) {
  return (
    hostname: string,
    lookupOptions: { all?: boolean; family?: number | string },
    callback: LookupCallback,
  ) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as LookupAddress[];
      for (const entry of list) {
        const reason = refusalReason(entry.address, options);
        if (reason) {
          const refused = Object.assign(new RefusedAddressError(`refused ${hostname}: ${reason}`), {
            code: 'REFUSED_ADDRESS',
          });
          return callback(refused, '', 0);
        }
      }
      const wanted = Number(lookupOptions.family) || 0;
      const usable = wanted ? list.filter((a) => a.family === wanted) : list;
      if (usable.length === 0) {
        return callback(
          Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }),
          '',
          0,
        );
      }
      if (lookupOptions.all) return callback(null, usable);
      const first = usable[0]!;
      return callback(null, first.address, first.family);
    });
  };
}
