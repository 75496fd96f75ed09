import { sql } from 'drizzle-orm';
import {
  DEFAULT_OPENING_HOURS,
  BULK_SLOT_BLOCKS,
  clinicCurrencyForCountry,
  fromMinutes,
  toMinutes,
} from '@petvet/shared';
import { schema, type Database } from '@petvet/shared/server';
import {
  CORE_CATEGORIES,
  DESCRIPTIONS,
  EXTRA_CATEGORIES,
  SUNDAY_OPENING_HOURS,
} from './seed-catalog';
import type { SeedCity } from './seed-places';
import { addDays, createRandom, isSunday, localDate, seedId } from './seed-random';
import { seededPriceListMapping } from './seed-price-list';

export const SLOT_DAYS = 30;

export interface SeededService {
  id: string;
  name: string;
  price: number;
  duration: number;
}

export interface SeededClinic {
  id: string;
  name: string;
  timeZone: string;
  today: string;
  services: SeededService[];
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

/** One clinic with its profile, categories, services and 30 days of slots; skips what exists. */
export async function seedClinic(
  db: Database,
  place: SeedCity,
  index: number,
  ownerAccountId: string | null,
  now: Date,
): Promise<SeededClinic> {
  const [name, street, postcode, latitude, longitude] = place.clinics[index]!;
  const key = clinicKeyOf(place.key, name);
  const random = createRandom(key);
  const id = seedId(key);
  const categories = [...CORE_CATEGORIES, ...random.sample(EXTRA_CATEGORIES, random.int(2, 4))];
  const services: SeededService[] = [];
  const categoryRows: Array<typeof schema.serviceCategories.$inferInsert> = [];
  const serviceRows: Array<typeof schema.services.$inferInsert> = [];
  categories.forEach((category, categoryOrder) => {
    const categoryId = seedId(`${key}:category:${category.key}`);
    categoryRows.push({
      id: categoryId,
      clinicId: id,
      name: category.name,
      description: category.description,
      icon: category.icon,
      displayOrder: categoryOrder,
    });
    category.services.forEach(([serviceName, description, price, duration], serviceOrder) => {
      const service = {
        id: seedId(`${key}:service:${slug(serviceName)}`),
        name: serviceName,
        price: roundTo(price * place.priceFactor * (0.85 + random.next() * 0.35), place.priceStep),
        duration,
      };
      services.push(service);
      serviceRows.push({
        ...service,
        clinicId: id,
        categoryId,
        description,
        displayOrder: serviceOrder,
        ...seededPriceListMapping(serviceName, now),
      });
    });
  });

  const domain = `${slug(name)}.example`;
  const openingHours: string[] = [...DEFAULT_OPENING_HOURS];
  if (random.next() < 0.3) openingHours[6] = SUNDAY_OPENING_HOURS;
  await db
    .insert(schema.clinics)
    .values({
      id,
      accountId: ownerAccountId,
      businessName: name,
      address: `${street}, ${place.city} ${postcode}`,
      city: place.city,
      postcode,
      country: place.country,
      currency: clinicCurrencyForCountry(place.country),
      phone: `${place.phonePrefix} ${String(random.int(1000, 9999))}`,
      email: `hello@${domain}`,
      website: `https://www.${domain}`,
      description: random.pick(DESCRIPTIONS),
      services: services.map((service) => service.name),
      openingHours,
      images: [],
      latitude,
      longitude,
      timeZone: place.timeZone,
      verified: random.next() < 0.6,
      source: 'database',
      profileSavedAt: now,
    })
    .onConflictDoNothing();
  await db.insert(schema.serviceCategories).values(categoryRows).onConflictDoNothing();
  await db.insert(schema.services).values(serviceRows).onConflictDoNothing();

  const today = localDate(now, place.timeZone);
  const consultation =
    services.find((service) => /consultation/i.test(service.name)) ?? services[0]!;
  await db
    .insert(schema.timeSlots)
    .values(slotsFor(id, today, consultation))
    .onConflictDoNothing();
  return { id, name, timeZone: place.timeZone, today, services };
}

/** The bulk rule of the dashboard: 30 days from today, no Sundays, 09-12 and 14-17. */
function slotsFor(clinicId: string, today: string, service: SeededService) {
  const rows: Array<typeof schema.timeSlots.$inferInsert> = [];
  for (let offset = 0; offset < SLOT_DAYS; offset += 1) {
    const date = addDays(today, offset);
    if (isSunday(date)) continue;
    for (const block of BULK_SLOT_BLOCKS) {
      const end = toMinutes(block.end);
      for (
        let start = toMinutes(block.start);
        start + service.duration <= end;
        start += service.duration
      ) {
        const startTime = fromMinutes(start);
        rows.push({
          id: seedId(`slot:${clinicId}:${date}:${startTime}`),
          clinicId,
          date,
          startTime,
          endTime: fromMinutes(start + service.duration),
          service: service.name,
          serviceId: service.id,
          duration: service.duration,
        });
      }
    }
  }
  return rows;
}

const clinicKeyOf = (cityKey: string, name: string) => `clinic:${cityKey}:${slug(name)}`;
export const clinicIdOf = (cityKey: string, name: string) => seedId(clinicKeyOf(cityKey, name));

export const slotIdOf = (clinicId: string, date: string, startTime: string) =>
  seedId(`slot:${clinicId}:${date}:${startTime}`);

/** Keeps each clinic's rating figures equal to its reviews. */
export async function refreshClinicRatings(db: Database, clinicIds: string[]): Promise<void> {
  if (clinicIds.length === 0) return;
  await db.execute(sql`
    update clinics c set
      rating_average = coalesce(r.average, 0),
      review_count = coalesce(r.total, 0)
    from (
      select c2.id, round(avg(rv.rating)::numeric, 2) as average, count(rv.id)::int as total
      from clinics c2 left join reviews rv on rv.clinic_id = c2.id
      where c2.id in (${sql.join(
        clinicIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      group by c2.id
    ) r
    where c.id = r.id`);
}
