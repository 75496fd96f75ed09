import {
  AppError,
  CLINIC_NOT_FOUND_TEXT,
  type Clinic,
  type ClinicSearchQuery,
  type ClinicSearchResponse,
} from '@petvet/shared';
import { findPostalCode, geocodeText } from '@petvet/shared/server';
import type { AppDeps } from '../../deps';
import { createAvailabilityService } from '../time-slots/availability.service';
import { normalizePostcode, outwardCode, postcodeArea } from './postcode';
import {
  createVetsRepository,
  type Centre,
  type ClinicRecord,
  type VetsRepository,
} from './clinics.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

export interface LocatedPlace extends Centre {
  label: string;
  /** ISO code when the gazetteer knows it. */
  country: string | null;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

function toClinic(record: ClinicRecord): Clinic {
  const { distanceM, rating, ...rest } = record;
  const clinic: Clinic = { ...rest, rating: oneDecimal(rating), source: 'database' };
  if (distanceM !== undefined) clinic.distance = oneDecimal(distanceM / 1000);
  return clinic;
}

/**
 * A postcode to coordinates, offline: US ZIP and Canadian codes from the bundled tables, anything
 * else from the clinics' own postcodes (full code, then UK outward code, then area letters).
 */
export async function locatePostcodeWith(
  repo: VetsRepository,
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
  repo: VetsRepository,
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
  const repo = createVetsRepository(deps.db);
  const availability = createAvailabilityService(deps);

  /** The clinics with their next free time (or null), for the whole list at once. */
  async function withNextAvailable(records: ClinicRecord[]): Promise<Clinic[]> {
    const next = await availability.nextAvailable(records);
    return records.map((record) => ({
      ...toClinic(record),
      nextAvailable: next.get(record.id) ?? null,
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
      const { vets, total } = await repo.searchNear(place, query.radius * 1000, query.limit);
      return {
        vets: await withNextAvailable(vets),
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
      const record = await repo.findPublished(id);
      if (!record) throw new AppError('NOT_FOUND', CLINIC_NOT_FOUND_TEXT);
      const [clinic] = await withNextAvailable([record]);
      if (!clinic) throw new AppError('NOT_FOUND', CLINIC_NOT_FOUND_TEXT);
      return clinic;
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

export type VetsService = ReturnType<typeof createClinicsService>;
