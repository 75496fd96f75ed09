import {
  AppError,
  PET_BANDS,
  PRICE_LIST_TYPICAL_CASE_TEXT,
  SERVICE_NOT_FOUND_TEXT,
  STANDARD_SERVICES,
  standardServicesByGroup,
  suggestStandardMapping,
  type BusinessPriceList,
  type ClinicPriceListService,
  type PriceBand,
  type PriceListMapping,
  type PublicPriceList,
} from '@petvet/shared';
import type { AppDeps } from '../../deps';
import { staleOr } from '../../lib/if-match';
import { createClinicsService } from '../clinics/clinics.service';
import {
  createPriceListRepository,
  type PriceListClinicRow,
  type PriceListServiceRow,
} from './price-list.repository';

// The bands in the list's order, then a price for any (other) pet; cheapest first within one.
const BAND_ORDER: PriceBand[] = [...PET_BANDS, 'any'];
const byBandThenPrice = (a: PriceListServiceRow, b: PriceListServiceRow) =>
  BAND_ORDER.indexOf(a.band) - BAND_ORDER.indexOf(b.band) || a.price - b.price;

const clinicNotFound = () => new Error('a clinic behind requireClinic has no row');

/** A clinic's services on the standard price list: the clinic maps them, the public reads them. */
export function createPriceListService(deps: AppDeps) {
  const repo = createPriceListRepository(deps.db);
  const clinics = createClinicsService(deps);

  async function clinicRow(clinicId: string): Promise<PriceListClinicRow> {
    const clinic = await repo.clinic(clinicId);
    if (!clinic) throw clinicNotFound();
    return clinic;
  }

  const withSuggestion = (row: PriceListServiceRow): ClinicPriceListService => ({
    ...row,
    suggestion: suggestStandardMapping(row.name),
  });

  async function businessList(clinicId: string): Promise<BusinessPriceList> {
    const [clinic, rows] = await Promise.all([clinicRow(clinicId), repo.services(clinicId)]);
    const covered = new Set(rows.map((row) => row.standardService).filter(Boolean));
    return {
      vetId: clinic.id,
      currency: clinic.currency,
      lastChanged: clinic.lastChanged?.toISOString() ?? null,
      services: rows.map(withSuggestion),
      missing: STANDARD_SERVICES.filter((s) => !covered.has(s.id)).map(({ id, name, group }) => ({
        id,
        name,
        group,
      })),
    };
  }

  return {
    businessList,

    async saveMapping(
      clinicId: string,
      serviceId: string,
      mapping: PriceListMapping,
      version?: string,
    ): Promise<BusinessPriceList> {
      if (!(await repo.saveMapping(clinicId, serviceId, mapping, deps.now(), version))) {
        throw await staleOr(
          version,
          async () => (await repo.services(clinicId)).some((row) => row.id === serviceId),
          () => new AppError('NOT_FOUND', SERVICE_NOT_FOUND_TEXT),
        );
      }
      return businessList(clinicId);
    },

    async publicList(clinicId: string): Promise<PublicPriceList> {
      const { id } = await clinics.publishedClinic(clinicId);
      const [clinic, rows] = await Promise.all([clinicRow(id), repo.services(id)]);
      const onList = rows.filter((row) => row.standardService !== null).sort(byBandThenPrice);
      return {
        vetId: clinic.id,
        clinicName: clinic.name,
        currency: clinic.currency,
        pricesIncludeVat: true,
        statement: PRICE_LIST_TYPICAL_CASE_TEXT,
        lastChanged: clinic.lastChanged?.toISOString() ?? null,
        groups: standardServicesByGroup().map((group) => ({
          id: group.id,
          name: group.name,
          services: group.services.map((standard) => ({
            id: standard.id,
            name: standard.name,
            states: standard.states ?? null,
            hasInclusions: Boolean(standard.inclusions),
            prices: onList
              .filter((row) => row.standardService === standard.id)
              .map((row) => ({
                band: row.band,
                price: row.price,
                duration: row.duration,
                serviceName: row.name,
                inclusions: standard.inclusions ? row.inclusions : [],
              })),
          })),
        })),
        otherServices: rows
          .filter((row) => row.standardService === null)
          .map(({ id: serviceId, name, price, duration, categoryName }) => ({
            id: serviceId,
            name,
            price,
            duration,
            categoryName,
          })),
      };
    },
  };
}
