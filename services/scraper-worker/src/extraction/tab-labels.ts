import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';

/**
 * Tab panel → the text of the tab that shows it: ARIA tabs (role="tab" with aria-controls, or
 * aria-labelledby), or pure-CSS tabs, where radio buttons with their labels come first and the
 * panels follow them in the same order.
 */
export function tabLabels(
  $: CheerioAPI,
  normalizeSpace: (text: string) => string,
): Map<Element, string> {
  const names = new Map<Element, string>();
  const name = (panel: Element | undefined, text: string) => {
    if (panel && text && text.length <= 40 && !names.has(panel)) names.set(panel, text);
  };
  $('[role="tab"][aria-controls]').each((_, el) => {
    const id = (el as Element).attribs['aria-controls'] ?? '';
    if (id) name($(`[id="${id}"]`).get(0), normalizeSpace($(el).text()));
  });
  $('[role="tabpanel"][id][aria-labelledby]').each((_, el) => {
    const label = $(`[id="${(el as Element).attribs['aria-labelledby']}"]`).first();
    if (label.attr('role') === 'tab') name(el as Element, normalizeSpace(label.text()));
  });
  $('*:has(> input[type="radio"] + label[for])').each((_, parent) => {
    const children = $(parent).children().toArray();
    const radios = children.filter((c) => c.tagName === 'input' && c.attribs.type === 'radio');
    const panels = children.filter((c) => c.tagName !== 'input' && c.tagName !== 'label');
    // Only when every radio has its panel: otherwise the order says nothing.
    if (radios.length < 2 || panels.length !== radios.length) return;
    radios.forEach((radio, i) => {
      const label = $(parent)
        .children(`label[for="${radio.attribs.id ?? ''}"]`)
        .first();
      if (radio.attribs.id) name(panels[i], normalizeSpace(label.text()));
    });
  });
  return names;
}
