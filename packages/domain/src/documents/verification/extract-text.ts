import { unzipSync } from "fflate";
import { fileKindOfMimeType } from "../file-types";
import { extractPdfText } from "./pdf-text";

/**
 * The readable text of a stored document, or null when none can be read: plain text, PDFs
 * (pdf-text.ts) and DOCX (the paragraphs of word/document.xml). Images get null: there is no OCR
 * here. Legacy .doc (a binary OLE2 format) gets null too.
 */
const MAX_XML_BYTES = 8 * 1024 * 1024;

const XML_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function textOfWordXml(xml: string): string {
  return xml
    .replace(/<\/w:p>|<w:br\/?>|<w:cr\/?>/g, "\n")
    .replace(/<w:tab\/?>/g, "\t")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|[a-z]+);/g, (entity, body: string) => {
      if (!body.startsWith("#")) return XML_ENTITIES[body] ?? entity;
      const codePoint = body.startsWith("#x") ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : entity;
    });
}

/**
 * word/document.xml of a DOCX, through fflate. fflate inflates an entry into a buffer of the size
 * its directory declares and drops anything past it, so a lying size cannot grow memory; an entry
 * declaring more than MAX_XML_BYTES is not read at all (no rate confirmation is that long). A
 * damaged archive gives null.
 */
function wordDocumentXml(bytes: Uint8Array): Uint8Array | null {
  try {
    const entries = unzipSync(bytes, {
      filter: (file) => file.name === "word/document.xml" && file.originalSize <= MAX_XML_BYTES,
    });
    return entries["word/document.xml"] ?? null;
  } catch {
    return null;
  }
}

/** Async so a later reader (an OCR service, say) can slot in without changing callers. */
export async function extractDocumentText(bytes: Uint8Array, mimeType: string): Promise<string | null> {
  let text: string;
  switch (fileKindOfMimeType(mimeType)) {
    case "text":
      text = new TextDecoder().decode(bytes);
      break;
    case "pdf":
      text = extractPdfText(bytes);
      break;
    case "docx": {
      const xml = wordDocumentXml(bytes);
      text = xml ? textOfWordXml(new TextDecoder().decode(xml)) : "";
      break;
    }
    default:
      return null;
  }
  return text.trim() ? text : null;
}
