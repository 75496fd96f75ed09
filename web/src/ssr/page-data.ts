/** A query's cache entry as the page's HTML carries it: the answer its first render shows. */
export interface PageDataEntry {
  endpointName: string;
  arg: unknown;
  value: unknown;
}

/** The element of the HTML that carries a server-rendered page's data. */
export const PAGE_DATA_ID = 'page-data';

/** The element of the HTML that carries the page frame's messages in the page's language. */
export const FRAME_MESSAGES_ID = 'frame-messages';

/** The frame's messages the server put in the HTML for `locale`, or null (then they download). */
export function readFrameMessages(doc: Document, locale: string): Record<string, never> | null {
  const element = doc.getElementById(FRAME_MESSAGES_ID);
  if (!element?.textContent || element.dataset.locale !== locale) return null;
  try {
    const parsed = JSON.parse(element.textContent) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, never>) : null;
  } catch {
    return null;
  }
}

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
