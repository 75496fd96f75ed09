import type { CheerioAPI } from 'cheerio';
import { currencyOfMarker, type CurrencyContext } from './currencies';
import { cleanName } from './names';
import { parseAmount, plausibleMax } from './numbers';
import { singleSpecies } from '@petvet/shared';
import type { Candidate } from './types';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** Schema.org Offer / PriceSpecification / AggregateOffer found in the page's JSON-LD. */
export function readJsonLd($: CheerioAPI, currency: CurrencyContext): Candidate[] {
  const found: Candidate[] = [];
  $('script[type="application/ld+json"]').each((_, el) => {
    const raw = $(el).text();
    let data: Json;
    try {
      data = JSON.parse(raw) as Json;
    } catch {
      return;
    }
    walk(data, null, (offer, name) => {
      const item = offerCandidate(offer, name, currency);
      if (item) found.push(item);
    });
  });
  return found;
}

function walk(
  node: Json,
  name: string | null,
  visit: (offer: JsonObject, name: string | null) => void,
) {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, name, visit);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const types = ([] as Json[]).concat(node['@type'] ?? []).map(String);
  const ownName = typeof node.name === 'string' ? node.name : null;
  const itemName = nameOf(node.itemOffered) ?? (types.some(isOfferType) ? null : ownName) ?? name;
  if (types.some(isOfferType) || 'price' in node || 'priceSpecification' in node) {
    visit(node, nameOf(node.itemOffered) ?? ownName ?? name);
    return;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === '@context') continue;
    walk(value, itemName, visit);
  }
}

function isOfferType(type: string): boolean {
  return type === 'Offer' || type === 'AggregateOffer';
}

function nameOf(item: Json | undefined): string | null {
  if (Array.isArray(item)) return nameOf(item[0]);
  if (item && typeof item === 'object' && typeof item.name === 'string') return item.name;
  return null;
}

function offerCandidate(
  offer: JsonObject,
  rawName: string | null,
  ctx: CurrencyContext,
): Candidate | null {
  const name = rawName ? cleanName(rawName) : '';
  if (!name) return null;
  const spec = firstObject(offer.priceSpecification);
  const codeText = String(spec?.priceCurrency ?? offer.priceCurrency ?? '');
  const currency = codeText ? currencyOfMarker(codeText, ctx) : null;
  if (!currency) return null;
  const price = amount(spec?.price ?? offer.price);
  const low = amount(spec?.minPrice ?? offer.lowPrice ?? offer.minPrice);
  const high = amount(spec?.maxPrice ?? offer.highPrice ?? offer.maxPrice);
  let min: number | null;
  let max: number | null;
  if (low !== null)
    [min, max] = [low, high !== null && high > low ? high : high === low ? low : null];
  else if (price !== null) [min, max] = [price, price];
  else return null;
  if (min === null || min > plausibleMax(currency)) return null;
  // A zero price is kept only when the offer says it is free.
  if (min === 0 && !/free|gratuit|gratis|kostenlos|無料/i.test(JSON.stringify(offer))) return null;
  return {
    name,
    species: singleSpecies(name),
    priceMin: min,
    priceMax: max,
    currency,
    evidence: 'json-ld',
    notes: [],
  };
}

function firstObject(value: Json | undefined): JsonObject | null {
  if (Array.isArray(value)) return firstObject(value[0]);
  return value && typeof value === 'object' ? value : null;
}

function amount(value: Json | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value === 'string') return parseAmount(value.replace(/[^\d.,\s]/g, ''));
  return null;
}
