import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

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
  owner: { firstName: string; lastName: string; email: string };
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

const COLUMNS = [
  { label: 'Vaccine', width: 120 },
  { label: 'Date given', width: 70 },
  { label: 'Batch', width: 75 },
  { label: 'Next due', width: 70 },
  { label: 'Given by', width: 160 },
] as const;

/** "12 March 2026": a calendar date read as written, whatever the server's zone. */
export function certificateDate(date: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/**
 * The pet's vaccination certificate as a PDF (pdfkit). Pure: the same facts and date make the
 * same document, so the download and the emailed copy agree. Characters the font lacks (such as
 * Japanese) print as blank boxes rather than failing the whole certificate.
 */
export function renderCertificatePdf(facts: CertificateFacts, produced: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${facts.pet.name} - Vaccination certificate`, Producer: 'PetVet' },
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

  doc.font('bold').fontSize(20).text('Vaccination certificate');
  doc.moveDown(0.5);
  const { pet, owner } = facts;
  const lines: Array<[string, string]> = [
    ['Pet', pet.name],
    ['Species', pet.species],
    ...(pet.breed ? [['Breed', pet.breed] as [string, string]] : []),
    ...(pet.age !== null
      ? [['Age', `${pet.age} ${pet.age === 1 ? 'year' : 'years'}`] as [string, string]]
      : []),
    ...(pet.microchipNumber ? [['Microchip', pet.microchipNumber] as [string, string]] : []),
    ['Owner', `${owner.firstName} ${owner.lastName}`.trim()],
    ['Owner email', owner.email],
  ];
  for (const [label, value] of lines) {
    doc.font('bold').fontSize(11).text(`${label}: `, { continued: true });
    doc.font('body').text(value);
  }
  doc.moveDown();
  drawTable(doc, facts.vaccinations);
  doc.moveDown(2);
  doc
    .font('body')
    .fontSize(9)
    .text(`Produced on ${certificateDate(produced)} from the pet's health record on PetVet.`, 50);
  doc.end();
  return done;
}

function drawTable(doc: PDFKit.PDFDocument, rows: CertificateFacts['vaccinations']): void {
  if (rows.length === 0) {
    doc.font('body').fontSize(11).text('No vaccinations are recorded.');
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
    COLUMNS.map((column) => column.label),
    'bold',
  );
  for (const row of rows) {
    cells(
      [
        row.vaccineName,
        certificateDate(row.dateGiven),
        row.batchNumber ?? '-',
        row.nextDueDate ? certificateDate(row.nextDueDate) : '-',
        row.clinicName ? `recorded by ${row.clinicName}` : 'entered by the owner',
      ],
      'body',
    );
  }
}
