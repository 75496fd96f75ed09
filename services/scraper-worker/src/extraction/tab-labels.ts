import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';

/** Panel id → the text of the tab that shows it (role="tab" with aria-controls, or aria-labelledby). */
export function tabLabels(
  $: CheerioAPI,
  normalizeSpace: (text: string) => string,
): Map<string, string> {
  const names = new Map<string, string>();
  $('[role="tab"][aria-controls]').each((_, el) => {
    const text = normalizeSpace($(el).text());
    const id = (el as Element).attribs['aria-controls'] ?? '';
    if (text && text.length <= 40 && id) names.set(id, text);
  });
  $('[role="tabpanel"][id][aria-labelledby]').each((_, el) => {
    const attrs = (el as Element).attribs;
    const label = $(`[id="${attrs['aria-labelledby']}"]`).first();
    const text = normalizeSpace(label.text());
    if (!names.has(attrs.id!) && label.attr('role') === 'tab' && text.length <= 40)
      names.set(attrs.id!, text);
  });
  return names;
}
