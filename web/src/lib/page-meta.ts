import { createContext, useContext, useEffect } from 'react';
import { useLocation } from './router';

export * from './page-meta-words';
import type { PageMeta } from './page-meta-words';

/** Where a server render collects the page's metadata, for the HTML's head (no effects run there). */
export const PageMetaSink = createContext<((meta: PageMeta) => void) | null>(null);

/** Sets the page's metadata while the page is shown. Pass a stable (memoised) object. */
export function usePageMeta(meta: PageMeta): void {
  const { pathname } = useLocation();
  useContext(PageMetaSink)?.(meta);
  useEffect(() => {
    let current = true;
    // The head's code comes a moment after the screen: a title follows its screen by that moment.
    void import('./page-meta-apply').then((head) => {
      if (current) head.applyPageMeta(document, meta, pathname);
    });
    return () => {
      current = false;
    };
  }, [meta, pathname]);
}
