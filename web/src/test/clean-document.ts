/**
 * What one test leaves in the document must not be what the next one reads: a page title, the
 * meta tags and structured data the page-meta helper writes into the head, nodes left in the
 * body, the classes or styles a modal put on <body>, stored sessions, the URL and the focus.
 * Every test starts from the document jsdom opened with.
 */
const START_URL = window.location.href;

/** Style sheets a library adds once when it is imported; the next test needs them as much. */
function isLibraryStyle(node: ChildNode): boolean {
  return (
    node instanceof HTMLStyleElement ||
    (node instanceof HTMLLinkElement && node.rel === 'stylesheet')
  );
}

function clearAttributes(element: Element): void {
  for (const name of element.getAttributeNames()) element.removeAttribute(name);
}

export function resetDocument(): void {
  document.title = '';
  for (const node of [...document.head.childNodes]) if (!isLibraryStyle(node)) node.remove();
  document.body.replaceChildren();
  clearAttributes(document.body);
  clearAttributes(document.documentElement);
  window.localStorage.clear();
  window.sessionStorage.clear();
  if (window.location.href !== START_URL) window.history.replaceState(null, '', START_URL);
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}
