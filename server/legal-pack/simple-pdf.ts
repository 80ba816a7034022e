/**
 * A one-page A4 PDF of plain text lines, written by hand (PDF 1.4, ISO 32000-1 §7): the two
 * standard Helvetica fonts in WinAnsiEncoding, so no font is embedded, and a cross-reference
 * table with the exact byte offset of every object. Enough for a generated notice; no images.
 */

export interface PdfLine {
  text: string;
  /** Points; 11 unless given. */
  size?: number;
  bold?: boolean;
  /** Extra space above the line, in points. */
  gap?: number;
}

const PAGE = { width: 595, height: 842, margin: 56 } as const;

/** Unicode characters WinAnsiEncoding places outside Latin-1 (the rest of Latin-1 maps to itself). */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

/**
 * A PDF string literal of `text`: WinAnsi bytes, everything outside printable ASCII as an octal
 * escape, so the content stream stays 7-bit; characters the font cannot show become `?`.
 */
export function pdfString(text: string): string {
  let out = '(';
  for (const ch of text) {
    const code = WIN_ANSI[ch] ?? ch.codePointAt(0)!;
    const byte = code <= 0xff && (code >= 0x20 || code === 0x09) ? code : 0x3f;
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte < 0x20 || byte > 0x7e) out += `\\${byte.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(byte);
  }
  return `${out})`;
}

/** Breaks text into lines of at most `max` characters at spaces (a long word stays whole). */
export function wrapText(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

/**
 * Characters per line at a font size: Helvetica averages about half an em per character in
 * English text, so this keeps lines inside the margins without measuring glyphs.
 */
const charsPerLine = (size: number) => Math.floor((PAGE.width - 2 * PAGE.margin) / (size * 0.55));

function contentStream(lines: readonly PdfLine[]): string {
  const ops: string[] = ['BT'];
  let y = PAGE.height - PAGE.margin;
  for (const line of lines) {
    const size = line.size ?? 11;
    y -= line.gap ?? 0;
    for (const part of wrapText(line.text, charsPerLine(size))) {
      y -= size * 1.35;
      if (y < PAGE.margin) break;
      ops.push(
        `/${line.bold ? 'F2' : 'F1'} ${size} Tf`,
        `1 0 0 1 ${PAGE.margin} ${y.toFixed(2)} Tm`,
        `${pdfString(part)} Tj`,
      );
    }
  }
  ops.push('ET');
  return ops.join('\n');
}

/** The PDF file: catalog, page tree, one page, two fonts, the text, document info. */
export function simplePdf(lines: readonly PdfLine[], info: { title: string; author: string }) {
  const stream = contentStream(lines);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    `<< /Title ${pdfString(info.title)} /Author ${pdfString(info.author)} /Producer (Auction Property UK) >>`,
  ];
  // A comment of four bytes above 127 marks the file as binary for transfer tools (§7.5.2).
  let pdf = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) pdf += `${String(at).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Every character is one byte (ASCII, plus the four Latin-1 bytes of the marker comment).
  return Buffer.from(pdf, 'latin1');
}
