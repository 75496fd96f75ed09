import {
  AppError,
  COUNTRY_INVALID_TEXT,
  DEFAULT_OPENING_HOURS,
  PROFILE_NOT_FOUND_TEXT,
  clinicCurrencyForCountry,
  openingHoursLines,
  type BusinessProfile,
  type BusinessProfileInput,
  type BusinessStats,
} from '@petvet/shared';
import { countryCode } from '@petvet/shared/server';
import type { AppDeps } from '../../deps';
import { staleVersion } from '../../lib/if-match';
import { createClinicsService } from '../clinics/clinics.service';
import { locateAddress } from './address-location';
import {
  createBusinessRepository,
  type ProfileRecord,
  type ProfileValues,
} from './business.repository';
import { guessTimeZone } from './time-zone-guess';

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const cents = (value: number) => Math.round(value * 100) / 100;

const toProfile = ({ saved: _saved, ...record }: ProfileRecord): BusinessProfile => record;

/** The clinic a business account manages; every business query is scoped to it. */
export async function clinicIdOfAccount(
  deps: Pick<AppDeps, 'db'>,
  accountId: string,
): Promise<string> {
  return createBusinessRepository(deps.db).clinicIdOfAccount(accountId);
}

export function createBusinessService(deps: AppDeps) {
  const repo = createBusinessRepository(deps.db);
  const clinics = createClinicsService(deps);

  /** Coordinates, city, postcode, country and zone: as given, else derived from the address. */
  async function placeOf(
    input: BusinessProfileInput & { address: string },
    current: ProfileRecord,
  ) {
    let country: string | null = null;
    if (input.country) {
      country = countryCode(input.country);
      if (!country) throw new AppError('VALIDATION_FAILED', COUNTRY_INVALID_TEXT);
    }
    const needsLookup = input.latitude === undefined || !input.city || !input.postcode || !country;
    const derived = needsLookup
      ? await locateAddress(input.address, (postcode) => clinics.locatePostcode(postcode))
      : null;
    const latitude = input.latitude ?? derived?.latitude ?? null;
    const longitude = input.longitude ?? derived?.longitude ?? null;
    country = country ?? derived?.country ?? null;
    const moved = latitude !== current.latitude || longitude !== current.longitude;
    // An explicit zone wins; otherwise re-guess only when the clinic moved or never saved.
    const timeZone =
      input.timeZone ??
      (moved || !current.saved ? guessTimeZone(country, latitude, longitude) : null) ??
      current.timeZone;
    return {
      latitude,
      longitude,
      city: input.city ?? derived?.city ?? '',
      postcode: input.postcode ?? derived?.postcode ?? '',
      country: country ?? '',
      timeZone,
    };
  }

  return {
    async getProfile(clinicId: string): Promise<BusinessProfile> {
      const record = await repo.profile(clinicId);
      // Until the first save the dashboard shows its own defaults, so there is nothing to read.
      if (!record?.saved) throw new AppError('NOT_FOUND', PROFILE_NOT_FOUND_TEXT);
      return toProfile(record);
    },

    /** Whole-profile PUT; left-out fields keep their value. Guarded by `version` when given. */
    async saveProfile(
      clinicId: string,
      input: BusinessProfileInput,
      version?: string,
    ): Promise<BusinessProfile> {
      const current = await repo.profile(clinicId);
      if (!current) throw new AppError('NOT_FOUND', PROFILE_NOT_FOUND_TEXT);
      // Checked early too, so a stale save does not look its address up for nothing.
      if (version !== undefined && version !== current.version) throw staleVersion();
      const address = input.address ?? current.address;
      const place = await placeOf({ ...input, address }, current);
      const workingHours =
        input.workingHours === undefined ? current.workingHours : input.workingHours;
      // An explicit currency wins; a first save or a move to another country takes its default.
      const currency =
        input.currency ??
        (!current.saved || place.country !== current.country
          ? clinicCurrencyForCountry(place.country)
          : current.currency);
      const values: ProfileValues = {
        businessName: input.businessName ?? current.businessName,
        address,
        phone: input.phone ?? current.phone,
        email: input.email ?? current.email,
        website: input.website ?? current.website,
        // Structured hours write the display lines; without them the free text stays the spec's.
        openingHours: workingHours
          ? openingHoursLines(workingHours)
          : (input.openingHours ??
            (current.openingHours.length ? current.openingHours : [...DEFAULT_OPENING_HOURS])),
        workingHours,
        currency,
        description: input.description ?? current.description,
        googlePlaceId:
          input.googlePlaceId === undefined ? current.googlePlaceId : input.googlePlaceId || null,
        images: input.images ?? current.images,
        cancellationCutoffHours: input.cancellationCutoffHours ?? current.cancellationCutoffHours,
        ...place,
      };
      const saved = await repo.saveProfile(clinicId, values, deps.now(), version);
      if (!saved) throw staleVersion();
      return toProfile(saved);
    },

    async stats(clinicId: string): Promise<BusinessStats> {
      const stats = await repo.stats(clinicId, deps.now());
      const profile = await repo.profile(clinicId);
      return {
        ...stats,
        currency: profile?.currency ?? clinicCurrencyForCountry(null),
        averageRating: oneDecimal(stats.averageRating),
        monthlyRevenue: cents(stats.monthlyRevenue),
      };
    },
  };
}
