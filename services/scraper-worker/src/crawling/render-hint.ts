import * as cheerio from 'cheerio';

/**
 * Whether a page's content is written by its scripts: little visible text, and either a
 * "please enable JavaScript" note, an empty app root, or much more script than text.
 */
export function needsRendering(html: string): boolean {
  const $ = cheerio.load(html);
  const scripts = $('script').toArray();
  if (scripts.length === 0) return false;
  const inlineScript = scripts.reduce((n, el) => n + $(el).text().length, 0);
  const noscript = $('noscript').text();
  $('script, style, noscript, template').remove();
  const text = $('body').text().replace(/\s+/g, ' ').trim();
  if (/javascript|js\b/i.test(noscript)) return true;
  const emptyRoot = $('#root, #app, #__next, #__nuxt, [data-reactroot], [ng-app]')
    .toArray()
    .some((el) => $(el).text().trim().length < 40);
  if (emptyRoot && text.length < 3_000) return true;
  if (
    /\b(?:loading|wird geladen|chargement|cargando|caricamento|laden)\b/i.test(text) &&
    text.length < 3_000
  )
    return true;
  return text.length < 1_500 && (inlineScript > text.length || scripts.length >= 5);
}
