import { schema, type Database } from '@petvet/shared/server';

export interface FixtureClinic {
  name: string;
  city: string;
  postcode: string;
  latitude: number | null;
  longitude: number | null;
  timeZone: string;
  published?: boolean;
}

/** Clinics in three cities, inserted straight into the database for the search tests. */
export const GEO_FIXTURES: FixtureClinic[] = [
  {
    name: 'Trafalgar Vets',
    city: 'London',
    postcode: 'WC2N 5DU',
    latitude: 51.508,
    longitude: -0.128,
    timeZone: 'Europe/London',
  },
  {
    name: 'Strand Animal Care',
    city: 'London',
    postcode: 'WC2N 6RH',
    latitude: 51.5085,
    longitude: -0.1245,
    timeZone: 'Europe/London',
  },
  {
    name: 'Camden Pet Clinic',
    city: 'London',
    postcode: 'NW1 7JE',
    latitude: 51.539,
    longitude: -0.1426,
    timeZone: 'Europe/London',
  },
  {
    name: 'Croydon Vets',
    city: 'London',
    postcode: 'CR0 1NX',
    latitude: 51.3762,
    longitude: -0.0982,
    timeZone: 'Europe/London',
  },
  {
    name: 'Clinique du Louvre',
    city: 'Paris',
    postcode: '75001',
    latitude: 48.8606,
    longitude: 2.3376,
    timeZone: 'Europe/Paris',
  },
  {
    name: 'Vétérinaire Montmartre',
    city: 'Paris',
    postcode: '75018',
    latitude: 48.8867,
    longitude: 2.3431,
    timeZone: 'Europe/Paris',
  },
  {
    name: 'Midtown Animal Hospital',
    city: 'New York',
    postcode: '10001',
    latitude: 40.7506,
    longitude: -73.9972,
    timeZone: 'America/New_York',
  },
  {
    name: 'Brooklyn Paws',
    city: 'New York',
    postcode: '11201',
    latitude: 40.6955,
    longitude: -73.9901,
    timeZone: 'America/New_York',
  },
  {
    name: 'Unpublished London Clinic',
    city: 'London',
    postcode: 'WC2N 5DX',
    latitude: 51.5081,
    longitude: -0.1279,
    timeZone: 'Europe/London',
    published: false,
  },
  {
    name: 'Clinic Without Coordinates',
    city: 'London',
    postcode: 'WC2N 5DY',
    latitude: null,
    longitude: null,
    timeZone: 'Europe/London',
  },
];

/** Inserts the clinics and returns their ids by name. */
export async function insertClinics(
  db: Database,
  clinics: FixtureClinic[],
): Promise<Map<string, string>> {
  const rows = await db
    .insert(schema.clinics)
    .values(
      clinics.map((clinic) => ({
        businessName: clinic.name,
        address: `1 Example Road, ${clinic.city}`,
        city: clinic.city,
        postcode: clinic.postcode,
        latitude: clinic.latitude,
        longitude: clinic.longitude,
        timeZone: clinic.timeZone,
        services: ['Consultation', 'Vaccination'],
        openingHours: ['Monday: 9:00 AM - 5:00 PM'],
        ratingAverage: 4.25,
        reviewCount: 8,
        profileSavedAt: clinic.published === false ? null : new Date(),
      })),
    )
    .returning({ id: schema.clinics.id, name: schema.clinics.businessName });
  return new Map(rows.map((row) => [row.name, row.id]));
}
