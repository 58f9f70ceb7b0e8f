// Draws a license certificate as a one-page A4 PDF with pdf-lib. The key facts are also written into the
// document's metadata (title, subject, keywords), where software can read them without parsing the page.
import { PDFDocument, type PDFFont, StandardFonts, rgb } from 'pdf-lib';
import { licenseFeatures } from '@storefront/shared/license';

export interface CertificateFacts {
  productTitle: string;
  licenseType: string;
  licenseKey: string;
  buyerName: string;
  orderId: string;
  /** When the license was granted (the order's payment). */
  grantedAt: Date;
}

const INK = rgb(0.11, 0.12, 0.16);
const MUTED = rgb(0.38, 0.4, 0.45);

export async function certificatePdf(facts: CertificateFacts): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const mono = await pdf.embedFont(StandardFonts.Courier);
  const page = pdf.addPage([595.28, 841.89]);
  const left = 64;
  let y = 760;
  const line = (text: string, font: PDFFont, size: number, color = INK, gap = 10) => {
    page.drawText(printable(font, text), { x: left, y, size, font, color, maxWidth: 470, lineHeight: size * 1.3 });
    y -= size + gap;
  };

  line('License certificate', bold, 26, INK, 24);
  const date = facts.grantedAt.toISOString().slice(0, 10);
  const rows: [string, string, PDFFont][] = [
    ['Product', facts.productTitle, bold],
    ['License', facts.licenseType, bold],
    ['License key', facts.licenseKey, mono],
    ['Licensed to', facts.buyerName, regular],
    ['Order', facts.orderId, regular],
    ['Date', date, regular],
  ];
  for (const [label, value, font] of rows) {
    line(label, regular, 10, MUTED, 4);
    line(value, font, 15, INK, 16);
  }
  y -= 8;
  line(`The ${facts.licenseType} license grants:`, bold, 12, INK, 8);
  for (const feature of licenseFeatures(facts.licenseType)) line(`-  ${feature}`, regular, 11, INK, 6);
  y -= 16;
  line('Keep this certificate and the license key as proof of purchase. A refunded purchase ends the license.', regular, 9, MUTED);

  pdf.setTitle(`License certificate — ${facts.productTitle}`);
  pdf.setSubject(`License key ${facts.licenseKey}`);
  pdf.setKeywords([facts.licenseKey, facts.licenseType, facts.orderId]);
  pdf.setAuthor('Storefront');
  pdf.setCreationDate(facts.grantedAt);
  pdf.setModificationDate(facts.grantedAt);
  return pdf.save();
}

/** The standard PDF fonts cover Windows-1252 only: accents are kept where they can be, other characters become "?". */
function printable(font: PDFFont, text: string): string {
  return Array.from(text, (character) => {
    if (canEncode(font, character)) return character;
    const plain = character.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    return plain && [...plain].every((part) => canEncode(font, part)) ? plain : '?';
  }).join('');
}

function canEncode(font: PDFFont, character: string): boolean {
  try {
    font.encodeText(character);
    return true;
  } catch {
    return false;
  }
}
