import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Locale } from '../../i18n/locales';
import { certificateDate, certificateWordsIn, speciesWord } from './certificate-i18n';

/** What a vaccination certificate says; read by certificate.repository.ts, hidden entries left off. */
export interface CertificateFacts {
  pet: {
    name: string;
    species: string;
    breed: string | null;
    /** Years, as the owner entered it (the record keeps no date of birth). */
    age: number | null;
    /** Printed when the owner entered it. */
    microchipNumber: string | null;
  };
  /** `locale`: the language of the owner's account, the one their copies speak. */
  owner: { firstName: string; lastName: string; email: string; locale: Locale };
  vaccinations: Array<{
    vaccineName: string;
    dateGiven: string;
    nextDueDate: string | null;
    batchNumber: string | null;
    /** The clinic that wrote the entry; null: the owner entered it. */
    clinicName: string | null;
  }>;
}

const require = createRequire(import.meta.url);
// Noto Sans (OFL) draws Latin, Greek and Cyrillic names; the PDF's built-in Helvetica knows Latin-1 only.
const FONT = require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf');
const BOLD = require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf');

type Words = ReturnType<typeof certificateWordsIn>;

// Each language's headers are chosen to fit these widths (a long word would break mid-word).
const COLUMNS = [
  { label: 'column.vaccine', width: 120 },
  { label: 'column.dateGiven', width: 70 },
  { label: 'column.batch', width: 75 },
  { label: 'column.nextDue', width: 70 },
  { label: 'column.givenBy', width: 160 },
] as const;

/**
 * The pet's vaccination certificate as a PDF (pdfkit). Pure: the same facts and date make the
 * same document, so the download and the emailed copy agree. Characters the font lacks (such as
 * Japanese) print as blank boxes rather than failing the whole certificate. It speaks the language
 * of whoever asks for it (English unless told).
 */
export function renderCertificatePdf(
  facts: CertificateFacts,
  produced: string,
  locale: Locale = 'en',
): Promise<Buffer> {
  const t = certificateWordsIn(locale);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: t('certificate.documentTitle', { pet: facts.pet.name }), Producer: 'PetVet' },
    // A fixed creation date keeps the file the same for the same facts.
    compress: true,
  });
  doc.info.CreationDate = new Date(`${produced}T00:00:00Z`);
  doc.registerFont('body', FONT);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('bold').fontSize(20).text(t('certificate.title'));
  doc.moveDown(0.5);
  const { pet, owner } = facts;
  const line = (label: Parameters<Words>[0], value: string): [string, string] => [t(label), value];
  const lines: Array<[string, string]> = [
    line('label.pet', pet.name),
    line('label.species', speciesWord(pet.species, locale)),
    ...(pet.breed ? [line('label.breed', pet.breed)] : []),
    ...(pet.age !== null ? [line('label.age', t('age.years', { age: pet.age }))] : []),
    ...(pet.microchipNumber ? [line('label.microchip', pet.microchipNumber)] : []),
    line('label.owner', `${owner.firstName} ${owner.lastName}`.trim()),
    line('label.ownerEmail', owner.email),
  ];
  for (const [label, value] of lines) {
    doc.font('bold').fontSize(11).text(t('label.line', { label }), { continued: true });
    doc.font('body').text(value);
  }
  doc.moveDown();
  drawTable(doc, facts.vaccinations, t, locale);
  doc.moveDown(2);
  doc
    .font('body')
    .fontSize(9)
    .text(t('certificate.produced', { date: certificateDate(produced, locale) }), 50);
  doc.end();
  return done;
}

function drawTable(
  doc: PDFKit.PDFDocument,
  rows: CertificateFacts['vaccinations'],
  t: Words,
  locale: Locale,
): void {
  if (rows.length === 0) {
    doc.font('body').fontSize(11).text(t('vaccination.none'));
    return;
  }
  const cells = (values: string[], font: 'body' | 'bold') => {
    const top = doc.y;
    let x = 50;
    let bottom = top;
    doc.font(font).fontSize(9);
    values.forEach((value, index) => {
      const width = COLUMNS[index]?.width ?? 80;
      doc.text(value, x, top, { width: width - 6 });
      bottom = Math.max(bottom, doc.y);
      x += width;
    });
    // A row that would run off the page starts the next one.
    if (bottom > doc.page.height - 80) {
      doc.addPage();
      doc.y = 50;
    } else doc.y = bottom + 4;
  };
  cells(
    COLUMNS.map((column) => t(column.label)),
    'bold',
  );
  for (const row of rows) {
    cells(
      [
        row.vaccineName,
        certificateDate(row.dateGiven, locale),
        row.batchNumber ?? '-',
        row.nextDueDate ? certificateDate(row.nextDueDate, locale) : '-',
        row.clinicName
          ? t('vaccination.recordedBy', { clinic: row.clinicName })
          : t('vaccination.enteredByOwner'),
      ],
      'body',
    );
  }
}
