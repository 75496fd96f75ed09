import type request from 'supertest';
import { PDFParse } from 'pdf-parse';

/** A PDF's words as one run of text: a table cell that wraps onto lines of its own joins up. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

/** supertest keeps a binary answer as a Buffer only when told to. */
export const asBuffer = (res: request.Request) =>
  res.buffer(true).parse((response, callback) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => callback(null, Buffer.concat(chunks)));
  });
