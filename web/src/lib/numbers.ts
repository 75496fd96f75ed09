import { numberFormat } from '@petvet/shared';
import { formatLocale } from './format-locale';

/** "12,345" ("12.345" in German), with one formatter per language for every count on a page. */
export function formatCount(value: number): string {
  return numberFormat(formatLocale()).format(value);
}
