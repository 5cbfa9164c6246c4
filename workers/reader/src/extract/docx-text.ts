import { unzipSync } from "fflate";

/**
 * The lines of a DOCX's main text (word/document.xml): each paragraph is a line, and each table
 * row is a line of its cells (a cell's paragraphs joined), so a table's columns survive. Only
 * shown text counts: w:t runs, tabs and breaks; not deleted runs or field codes.
 */
const DOCUMENT_PART = "word/document.xml";

const XML_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|[a-z]+);/g, (entity, body: string) => {
    if (!body.startsWith("#")) return XML_ENTITIES[body] ?? entity;
    const code = body.startsWith("#x") ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

export function wordXmlLines(xml: string): string[][] {
  const lines: string[][] = [];
  let tableDepth = 0;
  let row: string[] = [];
  let cell = "";
  let paragraph = "";
  let inText = false;
  for (const [, closing, name, selfClosing, text] of xml.matchAll(/<(\/?)([\w:]+)[^>]*?(\/?)>|([^<]+)/g)) {
    if (text !== undefined) {
      if (inText) paragraph += decodeEntities(text);
      continue;
    }
    const opening = !closing && !selfClosing;
    if (name === "w:t") inText = opening;
    else if (name === "w:tab") paragraph += "\t";
    else if (name === "w:br" || name === "w:cr") paragraph += tableDepth ? " " : "\n";
    else if (name === "w:tbl") tableDepth += opening ? 1 : closing ? -1 : 0;
    else if (name === "w:p" && (closing || selfClosing)) {
      if (tableDepth) cell += `${cell ? " " : ""}${paragraph}`;
      else lines.push(...paragraph.split("\n").map((line) => [line]));
      paragraph = "";
    } else if (tableDepth === 1 && name === "w:tc" && closing) {
      row.push(cell);
      cell = "";
    } else if (tableDepth === 1 && name === "w:tr" && closing) {
      lines.push(row);
      row = [];
    }
  }
  return lines;
}

export type DocxLines =
  | { ok: true; lines: string[][] }
  | { ok: false; reason: "malformed" | "too_large"; detail: string };

/** The DOCX's lines, or why there are none: a damaged archive, no main part, or a main part over `maxXmlBytes`. */
export function docxLines(bytes: Uint8Array, maxXmlBytes: number): DocxLines {
  let declaredSize = -1;
  let xml: Uint8Array | undefined;
  try {
    // fflate inflates an entry into a buffer of the size its directory declares and stops there,
    // so an entry that lies about its size cannot grow memory past maxXmlBytes.
    const entries = unzipSync(bytes, {
      filter: (file) => {
        if (file.name === DOCUMENT_PART) declaredSize = file.originalSize;
        return file.name === DOCUMENT_PART && file.originalSize <= maxXmlBytes;
      },
    });
    xml = entries[DOCUMENT_PART];
  } catch (error) {
    return { ok: false, reason: "malformed", detail: `it is not a readable ZIP archive (${String(error)})` };
  }
  if (declaredSize > maxXmlBytes) {
    return { ok: false, reason: "too_large", detail: `its ${DOCUMENT_PART} is over ${maxXmlBytes} bytes` };
  }
  if (!xml) return { ok: false, reason: "malformed", detail: `it has no ${DOCUMENT_PART}` };
  return { ok: true, lines: wordXmlLines(new TextDecoder().decode(xml)) };
}
