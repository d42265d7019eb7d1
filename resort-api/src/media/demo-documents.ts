import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib';

/**
 * The demo data's documents, written rather than shipped: each is a one-page A4 PDF (pdf-lib,
 * the standard Helvetica fonts, which need no font files) with the resort's name, the document's
 * title and subtitle, and a line saying the content is illustrative (spec 000 §1: demo content
 * says so). Deterministic: no creation date, producer or random id, so the same title always gives
 * the same bytes and seeding twice stores the same thing.
 */

export const PDF_CONTENT_TYPE = 'application/pdf';

export interface DemoDocumentText {
  title: string;
  subtitle: string;
}

/** A4 in PDF points. */
const PAGE: readonly [number, number] = [595.28, 841.89];
const MARGIN = 64;
const RESORT_NAME = 'Estância — Neve e Spa do Fundão';
const ILLUSTRATIVE_LINES = [
  'Conteúdo ilustrativo: este documento faz parte dos dados de demonstração do site.',
  'Illustrative content: this document is part of the website’s demonstration data.',
];
const ACCENT = rgb(0.11, 0.37, 0.66);
const MUTED = rgb(0.35, 0.38, 0.42);

/** The PDF's bytes for a document with this title and subtitle. */
export async function renderDemoDocument(text: DemoDocumentText): Promise<Buffer> {
  // updateMetadata false: pdf-lib would otherwise stamp the current time and its own producer.
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(text.title);
  pdf.setLanguage('pt-PT');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const italic = await pdf.embedFont(StandardFonts.HelveticaOblique);

  const page = pdf.addPage([...PAGE]);
  const width = PAGE[0] - 2 * MARGIN;
  let y = PAGE[1] - MARGIN;

  page.drawRectangle({ x: 0, y: PAGE[1] - 12, width: PAGE[0], height: 12, color: ACCENT });
  y = drawLines(page, [RESORT_NAME], { font: bold, size: 11, color: ACCENT, y, width });
  y -= 36;
  y = drawLines(page, wrap(text.title, bold, 26, width), { font: bold, size: 26, color: rgb(0.1, 0.1, 0.12), y, width });
  y -= 8;
  y = drawLines(page, wrap(text.subtitle, regular, 14, width), { font: regular, size: 14, color: MUTED, y, width });
  y -= 40;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: PAGE[0] - MARGIN, y }, thickness: 0.75, color: MUTED });
  y -= 28;
  const lines = ILLUSTRATIVE_LINES.flatMap((line) => wrap(line, italic, 11, width));
  drawLines(page, lines, { font: italic, size: 11, color: MUTED, y, width });

  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/** Draws lines top-down from `y` (the first line's top); returns the y under the last one. */
function drawLines(
  page: PDFPage,
  lines: readonly string[],
  style: { font: PDFFont; size: number; color: ReturnType<typeof rgb>; y: number; width: number },
): number {
  const leading = style.size * 1.3;
  let y = style.y;
  for (const line of lines) {
    y -= leading;
    page.drawText(line, { x: MARGIN, y, size: style.size, font: style.font, color: style.color });
  }
  return y;
}

/** Breaks a text into lines no wider than `width` at the font and size, at spaces. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}
