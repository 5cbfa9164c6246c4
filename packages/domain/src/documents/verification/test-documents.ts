// Builders of small PDFs and DOCX files for the tests and the demo seed (never imported by the worker).
const encoder = new TextEncoder();

/** Bytes as written: each character of a latin1 string is one byte. */
export const latin1Bytes = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));

export async function compress(bytes: Uint8Array, format: "deflate" | "deflate-raw"): Promise<Uint8Array> {
  const stream = new Response(bytes as BufferSource).body?.pipeThrough(new CompressionStream(format));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function concat(parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

export interface PdfStreamSpec {
  content: string | Uint8Array;
  /** Extra dictionary entries, e.g. "/Subtype /Image". */
  dictionary?: string;
  flate?: boolean;
  /** Write `/Length 99 0 R` (an indirect length, as many writers do) instead of the number. */
  indirectLength?: boolean;
}

/** A minimal PDF: one object per stream (no page tree or xref: the extractor does not need them). */
export async function buildPdf(streams: PdfStreamSpec[]): Promise<Uint8Array> {
  const parts: Uint8Array[] = [latin1Bytes("%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n")];
  for (const [index, stream] of streams.entries()) {
    const raw = typeof stream.content === "string" ? latin1Bytes(stream.content) : stream.content;
    const data = stream.flate ? await compress(raw, "deflate") : raw;
    const filter = stream.flate ? " /Filter /FlateDecode" : "";
    const length = stream.indirectLength ? "99 0 R" : String(data.length);
    parts.push(latin1Bytes(`${index + 1} 0 obj\n<< /Length ${length}${filter} ${stream.dictionary ?? ""}>>\nstream\n`));
    parts.push(data, latin1Bytes("\nendstream\nendobj\n"));
  }
  parts.push(latin1Bytes("trailer\n<< /Root 1 0 R >>\n%%EOF\n"));
  return concat(parts);
}

/** A minimal DOCX: a ZIP with [Content_Types].xml and a deflated word/document.xml. */
export async function buildDocx(paragraphs: string[]): Promise<Uint8Array> {
  const body = paragraphs.map((text) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`).join("");
  const files = [
    { name: "[Content_Types].xml", data: encoder.encode('<?xml version="1.0"?><Types/>'), deflate: false },
    {
      name: "word/document.xml",
      data: encoder.encode(`<?xml version="1.0"?><w:document><w:body>${body}</w:body></w:document>`),
      deflate: true,
    },
  ];
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const file of files) {
    const data = file.deflate ? await compress(file.data, "deflate-raw") : file.data;
    const name = encoder.encode(file.name);
    const local = new Uint8Array(30 + name.length);
    const localView = new DataView(local.buffer);
    localView.setUint32(0, 0x04034b50, true);
    localView.setUint16(8, file.deflate ? 8 : 0, true);
    localView.setUint32(18, data.length, true);
    localView.setUint32(22, file.data.length, true);
    localView.setUint16(26, name.length, true);
    local.set(name, 30);
    const central = new Uint8Array(46 + name.length);
    const centralView = new DataView(central.buffer);
    centralView.setUint32(0, 0x02014b50, true);
    centralView.setUint16(10, file.deflate ? 8 : 0, true);
    centralView.setUint32(20, data.length, true);
    centralView.setUint32(24, file.data.length, true);
    centralView.setUint16(28, name.length, true);
    centralView.setUint32(42, offset, true);
    central.set(name, 46);
    locals.push(local, data);
    centrals.push(central);
    offset += local.length + data.length;
  }
  const directory = concat(centrals);
  const end = new Uint8Array(22);
  const endView = new DataView(end.buffer);
  endView.setUint32(0, 0x06054b50, true);
  endView.setUint16(8, files.length, true);
  endView.setUint16(10, files.length, true);
  endView.setUint32(12, directory.length, true);
  endView.setUint32(16, offset, true);
  return concat([...locals, directory, end]);
}
