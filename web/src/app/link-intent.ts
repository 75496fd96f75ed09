/**
 * Calls `onIntent` with a link's path when the pointer comes onto it, a finger touches it or the
 * keyboard focuses it: the moment before a click, which a screen's code can use to start its
 * download. Each path is announced once; links to other sites are not announced. Returns how to
 * stop watching.
 */
export function watchLinkIntent(root: Document, onIntent: (pathname: string) => void): () => void {
  const announced = new Set<string>();
  const listener = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== root.location.origin) return;
    if (announced.has(link.pathname)) return;
    announced.add(link.pathname);
    onIntent(link.pathname);
  };
  const events = ['pointerover', 'touchstart', 'focusin'] as const;
  for (const type of events) root.addEventListener(type, listener, { passive: true });
  return () => {
    for (const type of events) root.removeEventListener(type, listener);
  };
}
