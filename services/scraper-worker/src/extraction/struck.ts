import type { CheerioAPI } from 'cheerio';

/**
 * A struck-through price (<s>, <del>, <strike>, text-decoration: line-through) is the old price
 * beside the one charged now: never a price to publish, nor one the page's coverage must explain.
 * So it leaves the page before anything is read.
 */
export function removeStruck($: CheerioAPI): void {
  const struckClasses = new Set<string>();
  // Classes a style sheet strikes through (".was-price { text-decoration: line-through }").
  $('style').each((_, el) => {
    for (const rule of $(el)
      .text()
      .matchAll(/([^{}]+)\{([^}]*)\}/g)) {
      if (!LINE_THROUGH.test(rule[2]!)) continue;
      for (const m of rule[1]!.matchAll(/\.([\w-]+)\s*(?:,|$)/g)) struckClasses.add(m[1]!);
    }
  });
  $('s, del, strike').remove();
  $('[style]')
    .filter((_, el) => LINE_THROUGH.test(el.attribs.style ?? ''))
    .remove();
  $('[class]')
    .filter((_, el) =>
      (el.attribs.class ?? '')
        .split(/\s+/)
        .some((c) => struckClasses.has(c) || STRUCK_CLASS.test(c)),
    )
    .remove();
  // Markdown published unrendered strikes with tildes ("~~£19.25~~ £21.25"): the old price.
  $('p, li, td, span, div').each((_, el) => {
    for (const node of el.children)
      if (node.type === 'text' && node.data.includes('~~'))
        node.data = node.data.replace(/~~[^~\n]{1,40}~~/g, '');
  });
}

const LINE_THROUGH = /text-decoration(?:-line)?\s*:[^;]*line-through/i;
// Shop themes' names for the old price ("old-price", "was-price", "price--compare", "line-through").
const STRUCK_CLASS =
  /^(?:old-?price|price-?old|was-?price|price-?was|price--compare|compare-at-price|line-through|strike(?:through)?|text-decoration-line-through)$/i;
