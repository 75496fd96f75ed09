import {
  RATES_TO_USD,
  isKnownCurrency,
  roundMoney,
  type GlobalStatsOverview,
} from '@petvet/shared';

export interface CountryCount {
  country: string;
  count: number;
}

/** One (category, currency) group of services: sums, so groups can be merged exactly. */
export interface CategoryCurrencyGroup {
  categoryId: number;
  currency: string;
  count: number;
  sumMin: number;
  sumMax: number;
}

export interface CategoryRef {
  id: number;
  name: string;
}

export interface CategoryStats {
  categoryId: number;
  serviceCount: number;
  avgMinPrice: number | null;
  avgMaxPrice: number | null;
}

/**
 * Each category's average price range in US dollars: every currency's sums are converted with
 * the shared rate table, then divided by the services counted. Services in a currency the table
 * does not hold are counted but left out of the averages.
 */
export function categoryStats(
  categories: CategoryRef[],
  groups: CategoryCurrencyGroup[],
): CategoryStats[] {
  return categories.map((category) => {
    let serviceCount = 0;
    let priced = 0;
    let sumMin = 0;
    let sumMax = 0;
    for (const group of groups) {
      if (group.categoryId !== category.id) continue;
      serviceCount += group.count;
      if (!isKnownCurrency(group.currency)) continue;
      const rate = RATES_TO_USD[group.currency];
      priced += group.count;
      sumMin += group.sumMin * rate;
      sumMax += group.sumMax * rate;
    }
    return {
      categoryId: category.id,
      serviceCount,
      avgMinPrice: priced ? roundMoney(sumMin / priced) : null,
      avgMaxPrice: priced ? roundMoney(sumMax / priced) : null,
    };
  });
}

/** The overview payload the API serves as it is (computedAt is the row's own column). */
export function buildOverview(
  totalPractices: number,
  countries: CountryCount[],
  categories: CategoryRef[],
  groups: CategoryCurrencyGroup[],
  countryName: (code: string) => string,
): Omit<GlobalStatsOverview, 'computedAt'> {
  const stats = categoryStats(categories, groups);
  const nameOf = new Map(categories.map((c) => [c.id, c.name]));
  const named = countries.filter((c) => c.country !== '');
  return {
    totalPractices,
    totalServices: stats.reduce((sum, c) => sum + c.serviceCount, 0),
    totalCountries: named.length,
    practicesByCountry: [...countries]
      .sort((a, b) => b.count - a.count || a.country.localeCompare(b.country))
      .map((c) => ({
        country: c.country,
        countryName: c.country ? countryName(c.country) : 'Unknown',
        count: c.count,
      })),
    servicesByCategory: stats
      .filter((c) => c.serviceCount > 0)
      .sort((a, b) => b.serviceCount - a.serviceCount || a.categoryId - b.categoryId)
      .map((c) => ({
        category: nameOf.get(c.categoryId) ?? String(c.categoryId),
        count: c.serviceCount,
      })),
  };
}
