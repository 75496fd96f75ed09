// The English catalogues are the source: a key none of them holds is a type error at its call.
import type account from './catalogs/account/en.json';
import type auth from './catalogs/auth/en.json';
import type booking from './catalogs/booking/en.json';
import type business from './catalogs/business/en.json';
import type clinic from './catalogs/clinic/en.json';
import type clinics from './catalogs/clinics/en.json';
import type common from './catalogs/common/en.json';
import type core from './catalogs/core/en.json';
import type directory from './catalogs/directory/en.json';
import type errors from './catalogs/errors/en.json';
import type owner from './catalogs/owner/en.json';

type Keys<T> = Extract<keyof T, string>;

export type MessageKey =
  | Keys<typeof account>
  | Keys<typeof auth>
  | Keys<typeof booking>
  | Keys<typeof business>
  | Keys<typeof clinic>
  | Keys<typeof clinics>
  | Keys<typeof common>
  | Keys<typeof core>
  | Keys<typeof directory>
  | Keys<typeof errors>
  | Keys<typeof owner>;

/** What a message's placeholders are filled with: numbers for plurals, formatted text otherwise. */
export type MessageValues = Record<string, string | number>;
