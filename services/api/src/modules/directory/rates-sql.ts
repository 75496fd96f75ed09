import { sql, type SQL } from 'drizzle-orm';
import { RATES_TO_USD } from '@petvet/shared';

/**
 * A price in US dollars by the dated rate table, for comparing prices across currencies in a
 * query: `price * (the rate of its currency)`. A currency the table does not hold gives null, which
 * no comparison matches.
 */
export function usdOf(price: SQL | unknown, currency: SQL | unknown): SQL<number | null> {
  const cases = Object.entries(RATES_TO_USD).map(
    ([code, usd]) => sql`when ${sql.raw(`'${code}'`)} then ${sql.raw(`${usd}::float8`)}`,
  );
  return sql<number | null>`(${price} * (case ${currency} ${sql.join(cases, sql` `)} end))`;
}
