// Currencies whose pages print three decimals.
const THREE_DECIMALS = new Set(['TND']);

/**
 * Amounts as written around the world: "1,234.50", "1.234,50", "1 234,50", "1'234.50", "45,-",
 * "500/-" and the Indian lakh grouping "1,20,000".
 * Money is written with three decimals only in the Tunisian dinar (1000 millimes: "40,000 DT" is
 * forty dinars); in every other currency we store, a separator followed by exactly three digits is
 * a thousands separator.
 */
export function parseAmount(raw: string, currency: string | null = null): number | null {
  let text = raw.trim().replace(/(?:[.,][-–—]{1,2}|\/-)$/, '');
  text = text.replace(/[\s\u00a0\u202f'’]/g, '');
  if (!/^\d[\d.,]*$/.test(text)) return null;
  const lastSep = Math.max(text.lastIndexOf('.'), text.lastIndexOf(','));
  if (lastSep === -1) return Number(text);
  const tail = text.slice(lastSep + 1);
  const head = text.slice(0, lastSep).replace(/[.,]/g, '');
  if (tail.length === 3 && THREE_DECIMALS.has(currency ?? '')) return Number(`${head}.${tail}`);
  if (tail.length === 3) return Number(head + tail);
  if (tail.length === 1 || tail.length === 2) return Number(`${head}.${tail}`);
  return null;
}

/** The largest plausible single service price, so years, IDs and capital are not read as prices. */
export function plausibleMax(currency: string): number {
  switch (currency) {
    case 'JPY':
    case 'INR':
    case 'CNY':
    case 'CZK':
    case 'SEK':
    case 'NOK':
    case 'DKK':
    case 'MXN':
    case 'ZAR':
    case 'HUF':
    case 'TWD':
    case 'TRY':
    case 'PHP':
    case 'THB':
    case 'UYU':
    case 'ISK':
    case 'KES':
    case 'EGP':
    case 'MAD':
    case 'RSD':
    case 'UAH':
    case 'CRC':
    case 'KZT':
    case 'PKR':
    case 'LKR':
    case 'NPR':
      return 2_000_000;
    case 'KRW':
    case 'ARS':
    case 'CLP':
    case 'COP':
    case 'IDR':
    case 'VND':
    case 'NGN':
      return 50_000_000;
    default:
      return 50_000;
  }
}
