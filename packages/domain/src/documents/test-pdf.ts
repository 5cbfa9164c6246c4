// A small but complete PDF (catalog, page tree, one page per list of lines, Helvetica, an xref
// table), written by hand so tests, the browser tests and the demo seed can build one synchronously
// (never imported by a worker). PDF.js reads it as a real producer's file (decision 0030).
const latin1 = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0) & 0xff);

/** Parentheses and backslashes escaped, as a PDF literal string needs them. */
const literal = (text: string) => text.replace(/[\\()]/g, (character) => `\\${character}`);

/** Lines longer than this are wrapped at a space, so a sentence stays on the page. */
const WRAP = 95;

function wrapped(line: string): string[] {
  const out: string[] = [];
  let rest = line;
  while (rest.length > WRAP) {
    const cut = rest.lastIndexOf(" ", WRAP);
    const at = cut > 0 ? cut : WRAP;
    out.push(rest.slice(0, at));
    rest = rest.slice(at).trimStart();
  }
  out.push(rest);
  return out;
}

export function textPdfBytes(pages: readonly (readonly string[])[]): Uint8Array {
  const objects: string[] = [];
  const pageCount = pages.length;
  // 1 catalog, 2 pages, 3 font, then per page: page object and its content stream.
  objects.push("<< /Type /Catalog /Pages 2 0 R >>");
  const kids = pages.map((_, index) => `${4 + index * 2} 0 R`).join(" ");
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pageCount} >>`);
  objects.push("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  for (const [index, lines] of pages.entries()) {
    const body = lines
      .flatMap(wrapped)
      .map((line, row) => `BT /F1 11 Tf 54 ${740 - row * 15} Td (${literal(line)}) Tj ET`)
      .join("\n");
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + index * 2} 0 R >>`,
    );
    objects.push(`<< /Length ${latin1(body).length} >>\nstream\n${body}\nendstream`);
  }
  let text = "%PDF-1.4\n";
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(latin1(text).length);
    text += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = latin1(text).length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, "0")} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return latin1(text);
}
