import { describe, expect, it } from 'vitest';
import { guardedLookup, refusalReason, assertUrlAllowed } from './ssrf';

const strict = { loopbackAllowed: [] };
const tests = { loopbackAllowed: ['127.0.0.2', '::1'] };

describe('SSRF guard', () => {
  it('when an address is loopback, private, link-local, CGNAT, multicast, unspecified or metadata, then it is refused', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      '::ffff:a9fe:a9fe',
      '::ffff:10.0.0.1',
      '64:ff9b::a9fe:a9fe',
      '2002:a9fe:a9fe::1',
      '::127.0.0.1',
    ]) {
      expect(refusalReason(address, strict), address).not.toBeNull();
    }
  });

  it('when an address is public, then it is allowed, mapped IPv6 included', () => {
    for (const address of [
      '93.184.216.34',
      '8.8.8.8',
      '2606:4700:4700::1111',
      '::ffff:8.8.8.8',
      '172.32.0.1',
      '100.128.0.1',
    ]) {
      expect(refusalReason(address, strict), address).toBeNull();
    }
  });

  it('when loopback addresses are listed, then exactly those become reachable, nothing else', () => {
    expect(refusalReason('127.0.0.2', tests)).toBeNull();
    expect(refusalReason('::1', tests)).toBeNull();
    expect(refusalReason('0:0:0:0:0:0:0:1', tests)).toBeNull();
    expect(refusalReason('::ffff:127.0.0.2', tests)).toBeNull();
    for (const address of [
      '127.0.0.1',
      '127.0.0.3',
      '::ffff:127.0.0.1',
      '169.254.169.254',
      '10.0.0.1',
      '192.168.0.1',
      '0.0.0.0',
      '::',
      'fe80::1',
      '::ffff:169.254.169.254',
    ]) {
      expect(refusalReason(address, tests), address).not.toBeNull();
    }
  });

  it('when a URL is not http(s), carries credentials or names a private IP (in any spelling), then it is refused', () => {
    for (const url of [
      'file:///etc/passwd',
      'ftp://example.com/',
      'gopher://example.com/',
      'http://user:pw@example.com/',
      'http://127.0.0.1/',
      'http://2130706433/',
      'http://0x7f.1/',
      'http://[::1]/',
      'http://169.254.169.254/latest/meta-data',
      'http://[::ffff:169.254.169.254]/',
    ]) {
      expect(() => assertUrlAllowed(new URL(url), strict), url).toThrow(/refused|not crawled/);
    }
    expect(() =>
      assertUrlAllowed(new URL('https://vets.example.com/prices'), strict),
    ).not.toThrow();
    expect(() => assertUrlAllowed(new URL('http://127.0.0.2:8080/'), tests)).not.toThrow();
    expect(() => assertUrlAllowed(new URL('http://127.0.0.1:8080/'), tests)).toThrow(/refused/);
  });

  it('when a host name resolves to loopback, then the lookup refuses it before any connection', async () => {
    for (const guard of [strict, { loopbackAllowed: ['127.0.0.2'] }]) {
      const lookup = guardedLookup(guard);
      const error = await new Promise<unknown>((resolve) =>
        lookup('localhost', { all: true }, (err) => resolve(err)),
      );
      expect(error).toMatchObject({ code: 'REFUSED_ADDRESS' });
    }
  });
});
