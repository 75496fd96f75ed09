import { and, asc, eq, isNull } from 'drizzle-orm';
import { accounts, clinics, pets, vaccinations } from '../../server/db/schema';
import type { DbExecutor } from '../../server/jobs/outbox.repository';
import type { Locale } from '../../i18n/locales';
import { certificateLocale, certificateWordsIn } from './certificate-i18n';
import type { CertificateFacts } from './certificate-pdf';

/** The facts of a pet's certificate, or null when the pet is gone (or, given an owner, not theirs). */
export async function readCertificateFacts(
  db: DbExecutor,
  petId: string,
  ownerId?: string,
): Promise<CertificateFacts | null> {
  const [row] = await db
    .select({
      name: pets.name,
      species: pets.species,
      breed: pets.breed,
      age: pets.age,
      microchipNumber: pets.microchipNumber,
      ownerId: pets.ownerId,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      email: accounts.email,
      locale: accounts.locale,
    })
    .from(pets)
    .innerJoin(accounts, eq(accounts.id, pets.ownerId))
    .where(eq(pets.id, petId))
    .limit(1);
  if (!row || (ownerId !== undefined && row.ownerId !== ownerId)) return null;
  const given = await db
    .select({
      vaccineName: vaccinations.vaccineName,
      dateGiven: vaccinations.dateGiven,
      nextDueDate: vaccinations.nextDueDate,
      batchNumber: vaccinations.batchNumber,
      clinicName: clinics.businessName,
    })
    .from(vaccinations)
    .leftJoin(clinics, eq(clinics.id, vaccinations.writtenByClinicId))
    // An entry the owner hid is left off the certificate as it is off the record they show.
    .where(and(eq(vaccinations.petId, petId), isNull(vaccinations.hiddenAt)))
    .orderBy(asc(vaccinations.dateGiven), asc(vaccinations.vaccineName));
  return {
    pet: {
      name: row.name,
      species: row.species,
      breed: row.breed,
      age: row.age,
      microchipNumber: row.microchipNumber,
    },
    owner: {
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      locale: certificateLocale(row.locale),
    },
    vaccinations: given,
  };
}

/**
 * "Bella Rose" -> "Bella-Rose-vaccination-certificate.pdf" ("Bella-Rose-Impfbescheinigung.pdf"...),
 * "Мила" -> "pet-vaccination-certificate.pdf": a file name any mail client and browser keeps.
 */
export function certificateFileName(petName: string, locale: Locale = 'en'): string {
  const ascii = petName
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 _-]/g, '')
    .trim()
    .replace(/\s+/g, '-');
  const t = certificateWordsIn(locale);
  return ascii ? t('certificate.fileName', { pet: ascii }) : t('certificate.fileNameNoName');
}
