import {
  AppError,
  CLINIC_NOT_FOUND_TEXT,
  type Clinic,
  type ClinicSearchQuery,
  type ClinicSearchResponse,
  type NextAvailable,
} from '@petvet/shared';
import {
  findPostalCode as findPostalCodeOnce,
  geocodeText as geocodeOnce,
} from '@petvet/shared/server';
import type { AppDeps } from '../../deps';
import { createAvailabilityService } from '../time-slots/availability.service';
import { createCliniciansService } from '../clinicians/clinicians.service';
import { normalizePostcode, outwardCode, postcodeArea } from './postcode';
import { bookingWindows, nextFreeFrom } from './first-free';
import { memoText } from './text-memo';
import { filtersOf, pickServicePrice } from './clinic-service-price';
import {
  createClinicsRepository,
  type Centre,
  type ClinicRecord,
  type ClinicWithFacts,
  type ClinicsRepository,
} from './clinics.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

export interface LocatedPlace extends Centre {
  label: string;
  /** ISO code when the gazetteer knows it. */
  country: string | null;
}

const findPostalCode = memoText(findPostalCodeOnce);
const geocodeText = memoText(geocodeOnce);

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * The response's clinic, key by key in the order the responses have always had (built outright, not
 * spread: a page is a hundred of them).
 */
function toClinic(record: ClinicRecord, nextAvailable: NextAvailable): Clinic {
  const clinic: Clinic = {
    id: record.id,
    businessName: record.businessName,
    reviewCount: record.reviewCount,
    address: record.address,
    city: record.city,
    postcode: record.postcode,
    phone: record.phone,
    email: record.email,
    website: record.website,
    description: record.description,
    services: record.services,
    openingHours: record.openingHours,
    latitude: record.latitude,
    longitude: record.longitude,
    images: record.images,
    verified: record.verified,
    timeZone: record.timeZone,
    cancellationCutoffHours: record.cancellationCutoffHours,
    currency: record.currency,
    rating: oneDecimal(record.rating),
    source: 'database',
  };
  if (record.distanceM !== undefined) clinic.distance = oneDecimal(record.distanceM / 1000);
  clinic.nextAvailable = nextAvailable;
  return clinic;
}

/**
 * A postcode to coordinates, offline: US ZIP and Canadian codes from the bundled tables, anything
 * else from the clinics' own postcodes (full code, then UK outward code, then area letters).
 */
export async function locatePostcodeWith(
  repo: ClinicsRepository,
  text: string,
): Promise<LocatedPlace | null> {
  const postal = findPostalCode(text);
  if (postal)
    return {
      latitude: postal.lat,
      longitude: postal.lng,
      label: postal.label,
      country: postal.country,
    };
  const normalized = normalizePostcode(text);
  if (!normalized) return null;
  const label = text.trim().toUpperCase();
  const full = await repo.byFullPostcode(normalized);
  if (full) return { ...full, label, country: null };
  const outward = outwardCode(text);
  if (!outward) return null;
  const byOutward = await repo.byOutwardCode(outward);
  if (byOutward) return { ...byOutward, label: outward, country: 'GB' };
  const area = postcodeArea(outward);
  const byArea = area ? await repo.byPostcodeArea(area) : null;
  return byArea && area ? { ...byArea, label: area, country: 'GB' } : null;
}

/** A city name to coordinates: the GeoNames gazetteer, then the clinics that name that city. */
export async function locateCityWith(
  repo: ClinicsRepository,
  text: string,
): Promise<LocatedPlace | null> {
  const place = geocodeText(text);
  if (place)
    return {
      latitude: place.lat,
      longitude: place.lng,
      label: place.label,
      country: place.country,
    };
  const byClinics = await repo.byClinicCity(text.trim());
  return byClinics ? { ...byClinics, label: text.trim(), country: null } : null;
}

export function createClinicsService(deps: AppDeps) {
  const repo = createClinicsRepository(deps.db);
  const availability = createAvailabilityService(deps);
  const team = createCliniciansService(deps);

  /**
   * The clinics with their next free time (or null), for the whole list at once: decided from
   * the data read with the clinics where it suffices, by the whole search for the others.
   */
  async function withNextAvailable(clinics: ClinicWithFacts[], now: Date): Promise<Clinic[]> {
    const windowOf = bookingWindows(now);
    const decided = new Map<string, NextAvailable>();
    const undecided: ClinicRecord[] = [];
    for (const { record, facts } of clinics) {
      const { timeZone } = record;
      const next = nextFreeFrom(facts, { timeZone, now, window: windowOf(timeZone) });
      if (next === undefined) undecided.push(record);
      else decided.set(record.id, next);
    }
    const searched = undecided.length > 0 ? await availability.nextAvailable(undecided) : null;
    return clinics.map(({ record }) =>
      toClinic(record, decided.get(record.id) ?? searched?.get(record.id) ?? null),
    );
  }

  /** With a service asked: each clinic's own price for it, or null when its list has none. */
  async function withServicePrice(clinics: Clinic[], query: ClinicSearchQuery): Promise<Clinic[]> {
    const { service, band } = query;
    if (!service) return clinics;
    const ids = clinics.map((clinic) => clinic.id);
    const rows = await repo.standardPrices(ids, service, band ?? null);
    const byClinic = new Map<string, typeof rows>();
    for (const row of rows)
      byClinic.set(row.clinicId, [...(byClinic.get(row.clinicId) ?? []), row]);
    return clinics.map((clinic) => ({
      ...clinic,
      servicePrice: pickServicePrice(byClinic.get(clinic.id) ?? [], service, band),
    }));
  }

  return {
    /** Postcode first (more precise), then city; an unknown place is an empty answer, not an error. */
    async search(query: ClinicSearchQuery): Promise<ClinicSearchResponse> {
      if (!query.city && !query.postcode)
        return { vets: [], source: 'no_location', total: 0, location: null };
      const place =
        (query.postcode ? await locatePostcodeWith(repo, query.postcode) : null) ??
        (query.city ? await locateCityWith(repo, query.city) : null);
      if (!place) return { vets: [], source: 'unknown_location', total: 0, location: null };
      const now = deps.now();
      const filters = filtersOf(query);
      const radiusM = query.radius * 1000;
      const { vets, total } = filters
        ? await repo.searchNearFiltered(place, radiusM, query.limit, now, filters)
        : await repo.searchNear(place, radiusM, query.limit, now);
      return {
        vets: await withServicePrice(await withNextAvailable(vets, now), query),
        source: 'database',
        total,
        location: {
          label: place.label,
          latitude: place.latitude,
          longitude: place.longitude,
          radius: query.radius,
        },
      };
    },

    async getClinic(id: string): Promise<Clinic> {
      const now = deps.now();
      const found = await repo.findPublished(id, now);
      if (!found) throw new AppError('NOT_FOUND', CLINIC_NOT_FOUND_TEXT);
      const [[clinic], clinicians] = await Promise.all([
        withNextAvailable([found], now),
        team.publicTeam(id),
      ]);
      if (!clinic) throw new AppError('NOT_FOUND', CLINIC_NOT_FOUND_TEXT);
      return { ...clinic, clinicians };
    },

    locatePostcode: (text: string) => locatePostcodeWith(repo, text),
    locateCity: (text: string) => locateCityWith(repo, text),

    /** A published clinic's id and zone for the public endpoints; 404 "Vet not found" otherwise. */
    async publishedClinic(id: string): Promise<{ id: string; timeZone: string }> {
      const clinic = await repo.publishedClock(id);
      if (!clinic) throw new AppError('NOT_FOUND', CLINIC_NOT_FOUND_TEXT);
      return clinic;
    },
  };
}

export type ClinicsService = ReturnType<typeof createClinicsService>;
