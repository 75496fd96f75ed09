/**
 * The rate a country charges on veterinary services, where it is one rate nationwide: used for a
 * figure printed "+ VAT" on a page that names the tax but not its rate. Only where that rate is
 * beyond doubt (UK VAT on vet services is 20%); elsewhere a net figure without a stated rate stays
 * unconfirmed.
 */
const STANDARD_RATES: Record<string, number> = { GB: 0.2 };

export function standardTaxRate(country: string | null): number | null {
  return country ? (STANDARD_RATES[country] ?? null) : null;
}
