/** A query's cache entry as the page's HTML carries it: the answer its first render shows. */
export interface PageDataEntry {
  endpointName: string;
  arg: unknown;
  value: unknown;
}

/** The element of the HTML that carries a server-rendered page's data. */
export const PAGE_DATA_ID = 'page-data';

/** The data the server rendered this page with, or null (then the page reads it itself). */
export function readPageData(doc: Document): PageDataEntry[] | null {
  const element = doc.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return null;
  try {
    const parsed = JSON.parse(element.textContent) as unknown;
    return Array.isArray(parsed) ? (parsed as PageDataEntry[]) : null;
  } catch {
    return null;
  }
}
