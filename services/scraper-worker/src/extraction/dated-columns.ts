/**
 * A price rise told as a table: columns headed by years or dates ("2026" | "From 1 Feb 2027",
 * "Until 31 Jan 2027" | "From 1 Feb 2027"). The earlier column is the old price, kept only for
 * comparison; the latest is the price list in force.
 */

const YEAR = /(?<!\d)(?:19|20)\d{2}(?!\d)/gu;
const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
const MONTH = /(?<!\p{L})(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\p{L}*/iu;
const DAY_MONTH_YEAR = /(?<!\d)(\d{1,2})[./](\d{1,2})[./]((?:19|20)\d{2})(?!\d)/u;

/** When the header dates a column: year * 10000 + month * 100 + day (month and day 0 when not told). */
function dateOf(header: string): number | null {
  const numeric = DAY_MONTH_YEAR.exec(header);
  if (numeric) return Number(numeric[3]) * 10000 + Number(numeric[2]) * 100 + Number(numeric[1]);
  const years = header.match(YEAR);
  if (!years || years.length !== 1) return null;
  const month = MONTH.exec(header);
  const monthNo = month ? (MONTHS[month[1]!.toLowerCase()] ?? 0) : 0;
  const day = month ? /(?<!\d)(\d{1,2})(?!\d)/u.exec(header.replace(YEAR, '')) : null;
  return Number(years[0]) * 10000 + monthNo * 100 + (day ? Number(day[1]) : 0);
}

/** Price columns less those dated before the latest, when every price column is dated. */
export function latestDated<T extends { col: number }>(columns: T[], headers: string[]): T[] {
  if (columns.length < 2) return columns;
  const dates = columns.map(({ col }) => dateOf(headers[col] ?? ''));
  if (dates.some((d) => d === null)) return columns;
  const latest = Math.max(...(dates as number[]));
  if ((dates as number[]).every((d) => d === latest)) return columns;
  return columns.filter((_, i) => dates[i] === latest);
}
