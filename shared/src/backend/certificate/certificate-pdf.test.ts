import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../i18n/locales';
import { CERTIFICATE_CATALOGUES, certificateDate } from './certificate-i18n';
import { renderCertificatePdf, type CertificateFacts } from './certificate-pdf';
import { certificateFileName } from './certificate.repository';

const textOf = async (pdf: Buffer) => {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    // A table cell wraps onto lines of its own: the words are read as one run.
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
};

const facts = (locale: Locale): CertificateFacts => ({
  pet: { name: 'Rex', species: 'Dog', breed: 'Beagle', age: 3, microchipNumber: '985112003456789' },
  owner: { firstName: 'Olivia', lastName: 'Brown', email: 'olivia@example.test', locale },
  vaccinations: [
    {
      vaccineName: 'Rabies booster',
      dateGiven: '2026-03-12',
      nextDueDate: '2027-03-12',
      batchNumber: 'RB-4471',
      clinicName: 'Camden Animal Clinic',
    },
    {
      vaccineName: 'Kennel cough',
      dateGiven: '2025-06-01',
      nextDueDate: null,
      batchNumber: null,
      clinicName: null,
    },
  ],
});

/** The ICU placeholders a message names ("{pet}", "{age, plural, ...}" -> pet, age). */
const placeholders = (message: string) =>
  [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

describe("the vaccination certificate in its reader's language", () => {
  it('when any language is read, then it holds the same messages as English, naming the same values', () => {
    const english = CERTIFICATE_CATALOGUES.en;
    for (const locale of LOCALES) {
      const catalogue = CERTIFICATE_CATALOGUES[locale];
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
      for (const [key, message] of Object.entries(catalogue)) {
        expect(placeholders(message), `${locale} ${key}`).toEqual(
          placeholders(english[key as keyof typeof english]),
        );
      }
    }
  });

  it('when a date is printed, then each language writes its own long date', () => {
    expect(certificateDate('2026-03-12')).toBe('12 March 2026');
    expect(certificateDate('2026-03-12', 'de')).toBe('12. März 2026');
    expect(certificateDate('2026-03-12', 'fr')).toBe('12 mars 2026');
    expect(certificateDate('2026-03-12', 'es')).toBe('12 de marzo de 2026');
  });

  it('when a German owner asks for it, then the certificate is a German Impfbescheinigung', async () => {
    const text = await textOf(await renderCertificatePdf(facts('de'), '2026-04-02', 'de'));
    expect(text).toContain('Impfbescheinigung');
    expect(text).toContain('Tier: Rex');
    expect(text).toContain('Tierart: Hund');
    expect(text).toContain('Alter: 3 Jahre');
    expect(text).toContain('Mikrochip: 985112003456789');
    expect(text).toContain('Tierhalter: Olivia Brown');
    expect(text).toContain('Chargen-Nr.');
    expect(text).toContain('12. März 2026');
    expect(text).toContain('eingetragen von Camden Animal Clinic');
    expect(text).toContain('vom Tierhalter eingetragen');
    expect(text).toContain(
      'Erstellt am 2. April 2026 aus der Gesundheitsakte des Tieres auf PetVet.',
    );
    expect(text).not.toMatch(/Vaccination certificate|recorded by|March/);
  });

  it('when a French owner asks for it, then the certificate is French', async () => {
    const text = await textOf(await renderCertificatePdf(facts('fr'), '2026-04-02', 'fr'));
    expect(text).toContain('Certificat de vaccination');
    expect(text).toMatch(/Espèce : Chien/);
    expect(text).toMatch(/Âge : 3 ans/);
    expect(text).toContain('Numéro de lot');
    expect(text).toContain('12 mars 2026');
    expect(text).toContain('enregistré par Camden Animal Clinic');
    expect(text).toContain('saisi par le propriétaire');
    expect(text).toContain('Établi le 2 avril 2026');
  });

  it('when a Spanish owner asks for it, then the certificate is Spanish', async () => {
    const text = await textOf(await renderCertificatePdf(facts('es'), '2026-04-02', 'es'));
    expect(text).toContain('Certificado de vacunación');
    expect(text).toContain('Especie: Perro');
    expect(text).toContain('Edad: 3 años');
    expect(text).toContain('Próxima dosis');
    expect(text).toContain('12 de marzo de 2026');
    expect(text).toContain('registrada por Camden Animal Clinic');
    expect(text).toContain('Emitido el 2 de abril de 2026');
  });

  it('when the pet is one year old or of a species the owner typed, then the age is singular and the species printed as written', async () => {
    const one = { ...facts('de'), pet: { ...facts('de').pet, age: 1, species: 'Frettchen' } };
    const german = await textOf(await renderCertificatePdf(one, '2026-04-02', 'de'));
    expect(german).toContain('Alter: 1 Jahr');
    expect(german).toContain('Tierart: Frettchen');
    const english = await textOf(await renderCertificatePdf(one, '2026-04-02'));
    expect(english).toContain('Age: 1 year');
    expect(english).toContain('Produced on 2 April 2026 from the pet');
  });

  it('when the file is named, then it is named in the language and stays ASCII', () => {
    expect(certificateFileName('Bella Rose')).toBe('Bella-Rose-vaccination-certificate.pdf');
    expect(certificateFileName('Мила')).toBe('pet-vaccination-certificate.pdf');
    expect(certificateFileName('Rex', 'de')).toBe('Rex-Impfbescheinigung.pdf');
    expect(certificateFileName('Мила', 'es')).toBe('certificado-de-vacunacion.pdf');
  });
});
