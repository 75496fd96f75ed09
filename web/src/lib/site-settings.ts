import { useEffect, useState } from 'react';
import { getApiBaseUrl } from './api-base';

export interface ClientSettings {
  publicSignupLinks: 'localhost' | 'always';
}

/**
 * One read per API base and page load: the operator's setting changes with a release, not while a
 * page is open. A plain fetch, so the header needs none of the data layer's code on a first visit;
 * a failed read is forgotten, so the next header asks again.
 */
const reads = new Map<string, Promise<ClientSettings | undefined>>();
const known = new Map<string, ClientSettings>();

function readClientSettings(): Promise<ClientSettings | undefined> {
  const base = getApiBaseUrl();
  let read = reads.get(base);
  if (!read) {
    read = fetch(`${base}/client-settings`)
      .then((res) => (res.ok ? (res.json() as Promise<ClientSettings>) : undefined))
      .catch(() => undefined)
      .then((settings) => {
        if (settings) known.set(base, settings);
        else reads.delete(base);
        return settings;
      });
    reads.set(base, read);
  }
  return read;
}

/** The operator's client settings, asked for unless `skip` (a signed-in header needs none). */
export function useClientSettings(skip: boolean): ClientSettings | undefined {
  const [settings, setSettings] = useState(() => known.get(getApiBaseUrl()));
  useEffect(() => {
    if (skip || settings) return;
    let live = true;
    void readClientSettings().then((read) => {
      if (live && read) setSettings(read);
    });
    return () => {
      live = false;
    };
  }, [skip, settings]);
  return settings;
}

/** Login and Register links appear on localhost only, unless the operator says 'always'. */
export function showSignupLinks(
  hostname: string,
  setting: ClientSettings['publicSignupLinks'] | undefined,
): boolean {
  return (
    hostname === 'localhost' ||
    setting === 'always' ||
    import.meta.env.VITE_PUBLIC_SIGNUP_LINKS === 'always'
  );
}
