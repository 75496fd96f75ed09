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
};

/** The ISO code of one of these markers (upper-cased as the caller gives it), else null. */
export function worldCurrency(marker: string): string | null {
  // "Ft" and "TL" only as written: "6 ft" is six feet.
  if (marker === 'Ft') return 'HUF';
  if (marker === 'TL') return 'TRY';
  return WORLD_MARKERS[marker.toUpperCase()] ?? null;
}
