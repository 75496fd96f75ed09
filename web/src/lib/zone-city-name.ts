import { activeLocale } from '../i18n/i18n';
import { zoneCity } from '@petvet/shared';

type Names = { de?: string; fr?: string; es?: string };

// Cities of common zones that German, French or Spanish write their own way ("Tokio",
// "Londres"); any other zone keeps the city of its identifier, as English does.
const CITY_NAMES: Record<string, Names> = {
  'Asia/Tokyo': { de: 'Tokio', es: 'Tokio' },
  'Asia/Shanghai': { de: 'Schanghai', es: 'Shanghái' },
  'Asia/Singapore': { de: 'Singapur', fr: 'Singapour', es: 'Singapur' },
  'Asia/Kolkata': { de: 'Kalkutta', fr: 'Calcutta', es: 'Calcuta' },
  'Australia/Sydney': { es: 'Sídney' },
  'America/New_York': { es: 'Nueva York' },
  'America/Mexico_City': { de: 'Mexiko-Stadt', fr: 'Mexico', es: 'Ciudad de México' },
  'America/Sao_Paulo': { de: 'São Paulo', fr: 'São Paulo', es: 'São Paulo' },
  'Europe/London': { fr: 'Londres', es: 'Londres' },
  'Europe/Dublin': { es: 'Dublín' },
  'Europe/Paris': { es: 'París' },
  'Europe/Berlin': { es: 'Berlín' },
  'Europe/Lisbon': { de: 'Lissabon', fr: 'Lisbonne', es: 'Lisboa' },
  'Europe/Rome': { de: 'Rom', es: 'Roma' },
  'Europe/Vienna': { de: 'Wien', fr: 'Vienne', es: 'Viena' },
  'Europe/Brussels': { de: 'Brüssel', es: 'Bruselas' },
  'Europe/Amsterdam': { es: 'Ámsterdam' },
  'Europe/Zurich': { de: 'Zürich', es: 'Zúrich' },
  'Europe/Prague': { de: 'Prag', es: 'Praga' },
  'Europe/Warsaw': { de: 'Warschau', fr: 'Varsovie', es: 'Varsovia' },
  'Europe/Copenhagen': { de: 'Kopenhagen', fr: 'Copenhague', es: 'Copenhague' },
  'Europe/Stockholm': { es: 'Estocolmo' },
  'Europe/Athens': { de: 'Athen', fr: 'Athènes', es: 'Atenas' },
  'Europe/Moscow': { de: 'Moskau', fr: 'Moscou', es: 'Moscú' },
};

/** "Asia/Tokyo" as the reader's language names its city: "Tokyo", "Tokio". */
export function zoneCityName(zone: string): string {
  const locale = activeLocale();
  const names = CITY_NAMES[zone];
  return (locale !== 'en' && names?.[locale]) || zoneCity(zone);
}
