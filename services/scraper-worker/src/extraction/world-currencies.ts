/**
 * Currency markers of countries outside the ones we started with: forint, leu, lira, won,
 * shekel, ringgit, dirham, New Taiwan dollar, Argentine and Philippine peso, baht and rupiah, as their
 * pages write them.
 */
const WORLD_MARKERS: Record<string, string> = {
  HUF: 'HUF',
  LEI: 'RON',
  RON: 'RON',
  '₺': 'TRY',
  원: 'KRW',
  '₩': 'KRW',
  KRW: 'KRW',
  '₪': 'ILS',
  'ש״ח': 'ILS',
  'ש"ח': 'ILS',
  NIS: 'ILS',
  ILS: 'ILS',
  RM: 'MYR',
  MYR: 'MYR',
  TWD: 'TWD',
  ARS: 'ARS',
  // Philippine peso, Thai baht and Indonesian rupiah, by the signs their pages use.
  '₱': 'PHP',
  '฿': 'THB',
  RP: 'IDR',
  // UAE dirham: its code, or "Dhs" as Emirati pages write it.
  AED: 'AED',
  DHS: 'AED',
  // Peruvian sol ("S/ 150.00", "S/. 80"), Vietnamese đồng ("800.000đ", "₫"), baht as a word.
  'S/': 'PEN',
  PEN: 'PEN',
  '₫': 'VND',
  Đ: 'VND',
  VNĐ: 'VND',
  VND: 'VND',
  บาท: 'THB',
  THB: 'THB',
  UYU: 'UYU',
  ISK: 'ISK',
  // Kenyan shilling, naira, Moroccan dirham, Saudi riyal and Egyptian pound.
  KSH: 'KES',
  KES: 'KES',
  '₦': 'NGN',
  NGN: 'NGN',
  MAD: 'MAD',
  'ر.س': 'SAR',
  SAR: 'SAR',
  'ج.م': 'EGP',
  EGP: 'EGP',
  // Serbian dinar, hryvnia, cedi, Tunisian dinar, colón and tenge, as their pages write them.
  ДИН: 'RSD',
  RSD: 'RSD',
  '₴': 'UAH',
  ГРН: 'UAH',
  UAH: 'UAH',
  'GH₵': 'GHS',
  'GH¢': 'GHS',
  '₵': 'GHS',
  GHS: 'GHS',
  DT: 'TND',
  TND: 'TND',
  'د.ت': 'TND',
  '₡': 'CRC',
  CRC: 'CRC',
  '₸': 'KZT',
  ТГ: 'KZT',
  ТЕНГЕ: 'KZT',
  KZT: 'KZT',
  PKR: 'PKR',
  LKR: 'LKR',
  NPR: 'NPR',
  GTQ: 'GTQ',
};

// "Rs" is the rupee of several countries: India's when the page is Indian or its country unknown,
// the neighbours' on their own pages, and nothing elsewhere (a wrong currency is worse than none).
const RUPEE_BY_COUNTRY: Record<string, string> = { IN: 'INR', PK: 'PKR', LK: 'LKR', NP: 'NPR' };

/** The ISO code of one of these markers (upper-cased as the caller gives it), else null. */
export function worldCurrency(marker: string, country: string | null = null): string | null {
  // "Ft" and "TL" only as written: "6 ft" is six feet.
  if (marker === 'Ft') return 'HUF';
  if (marker === 'TL') return 'TRY';
  if (marker.toUpperCase() === 'RS') return country ? (RUPEE_BY_COUNTRY[country] ?? null) : 'INR';
  // A bare "Q" is the quetzal on Guatemalan pages and ones of unknown country (the parser asks for
  // cents there); elsewhere "Q3" is a quarter or a question.
  if (marker.toUpperCase() === 'Q') return !country || country === 'GT' ? 'GTQ' : null;
  // Latin "din" is a Romanian word too ("3 din 5"): a dinar only on Serbian pages or unknown ones.
  if (marker.toUpperCase() === 'DIN') return !country || country === 'RS' ? 'RSD' : null;
  return WORLD_MARKERS[marker.toUpperCase()] ?? null;
}
