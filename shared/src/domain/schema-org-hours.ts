// Apart from public-hours (which reads the working-hours contract, and so zod): the clinic page
// writes its structured data with this and must not load the validation library for it.
const SCHEMA_DAYS: Record<string, string> = {
  Mon: 'Mo',
  Tue: 'Tu',
  Wed: 'We',
  Thu: 'Th',
  Fri: 'Fr',
  Sat: 'Sa',
  Sun: 'Su',
};

/**
 * The lines of publicOpeningHours as schema.org openingHours ("Mo-Fr 09:00-12:00"), one per
 * period; closed days are left out. Lines in any other form (free text) give nothing.
 */
export function schemaOrgOpeningHours(lines: readonly string[]): string[] {
  return lines.flatMap((line) => {
    const match = /^([A-Z][a-z]{2})(?:(-|, )([A-Z][a-z]{2}))?: (.+)$/.exec(line);
    const first = match && SCHEMA_DAYS[match[1]!];
    if (!match || !first || match[4] === 'Closed') return [];
    const last = match[3] ? SCHEMA_DAYS[match[3]] : undefined;
    const days = last ? `${first}${match[2] === '-' ? '-' : ','}${last}` : first;
    const periods = match[4]!.split(', ');
    if (!periods.every((p) => /^\d\d:\d\d-\d\d:\d\d$/.test(p))) return [];
    return periods.map((period) => `${days} ${period}`);
  });
}
