import { inflateCapped } from "./capped-inflate";
import { textFromContentStream } from "./pdf-content-text";

/**
 * Best-effort text of a PDF, without a PDF library: every stream that is unfiltered or
 * FlateDecode-compressed (what nearly all text-bearing PDFs use) is inflated and read as a content
 * stream (pdf-content-text.ts). Images, fonts, metadata and cross-reference streams are skipped, as
 * are streams under other filters (LZW, ASCII85, …). Scanned PDFs hold only images: they yield no
 * text, since there is no OCR here. Encrypted PDFs yield nothing readable either.
 *
 * What it cannot read (fonts are never parsed; string bytes are taken as Latin-1 or UTF-16):
 * - glyphs a subset font encodes its own way without a ToUnicode map: ligatures ("fi", "fl") and
 *   symbols vanish or come out as other characters (tested on a Ghostscript PDF with subset Type 1C
 *   fonts: the "fi" of "Confirmation" comes out as the control character U+008C);
 * - CID fonts (Identity-H, what most word processors embed for non-Latin text): two-byte glyph ids,
 *   not characters, so such text reads as noise;
 * - text in Form XObjects or annotations is read only as far as it sits in an ordinary stream, and
 *   the reading order is the content stream's, not the page's layout.
 */
const MAX_INFLATED_PER_STREAM = 4 * 1024 * 1024;
const MAX_INFLATED_TOTAL = 16 * 1024 * 1024;
const MAX_TEXT_LENGTH = 1024 * 1024;
const DICTIONARY_WINDOW = 4096;
const SKIPPED_STREAM = /\/Subtype\s*\/Image|\/Length[123]\b|\/Type\s*\/(XRef|Metadata|ObjStm|EmbeddedFile)\b/;

/** The filter names of a stream dictionary: `/Filter /FlateDecode` or `/Filter [/A /B]`. */
function filtersOf(dictionary: string): string[] {
  const match = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/.exec(dictionary);
  return match?.[1] ? Array.from(match[1].matchAll(/\/([A-Za-z0-9]+)/g), (name) => name[1] ?? "") : [];
}

interface PdfStream {
  dictionary: string;
  start: number;
  end: number;
}

/**
 * Where a stream's data ends: at its direct /Length when that is plausible, otherwise before the
 * end-of-line that precedes "endstream" (which is not part of the data).
 */
function dataEnd(source: string, dictionary: string, start: number, endKeyword: number): number {
  const [, length, indirect] = /\/Length\s+(\d+)(\s+\d+\s+R)?/.exec(dictionary) ?? [];
  if (length !== undefined && !indirect && start + Number(length) <= endKeyword) return start + Number(length);
  let end = endKeyword;
  if (source[end - 1] === "\n") end--;
  if (source[end - 1] === "\r") end--;
  return end;
}

function* streamsOf(source: string): Generator<PdfStream> {
  let keyword = source.indexOf("stream");
  while (keyword >= 0) {
    const isEndKeyword = source.startsWith("end", keyword - 3);
    let start = keyword + "stream".length;
    if (!isEndKeyword && (source[start] === "\r" || source[start] === "\n")) {
      if (source[start] === "\r") start++;
      if (source[start] === "\n") start++;
      const end = source.indexOf("endstream", start);
      if (end < 0) return;
      const windowStart = Math.max(0, keyword - DICTIONARY_WINDOW);
      const objectStart = source.lastIndexOf(" obj", keyword);
      const dictionary = source.slice(Math.max(windowStart, objectStart), keyword);
      yield { dictionary, start, end: dataEnd(source, dictionary, start, end) };
      keyword = source.indexOf("stream", end + "endstream".length);
    } else keyword = source.indexOf("stream", start);
  }
}

/** Bytes as one character each (ISO-8859-1), so string offsets are byte offsets. */
function latin1(bytes: Uint8Array): string {
  let text = "";
  for (let start = 0; start < bytes.length; start += 8192)
    text += String.fromCharCode(...bytes.subarray(start, start + 8192));
  return text;
}

export function extractPdfText(bytes: Uint8Array): string {
  const source = latin1(bytes);
  const pieces: string[] = [];
  let inflatedTotal = 0;
  let textLength = 0;
  for (const stream of streamsOf(source)) {
    if (SKIPPED_STREAM.test(stream.dictionary)) continue;
    const filters = filtersOf(stream.dictionary);
    const data = bytes.subarray(stream.start, stream.end);
    let content: Uint8Array;
    if (filters.length === 0) content = data;
    else if (filters.length === 1 && (filters[0] === "FlateDecode" || filters[0] === "Fl")) {
      const budget = Math.min(MAX_INFLATED_PER_STREAM, MAX_INFLATED_TOTAL - inflatedTotal);
      if (budget <= 0) break;
      content = inflateCapped(data, "deflate", budget);
      inflatedTotal += content.byteLength;
    } else continue;
    const text = textFromContentStream(latin1(content));
    pieces.push(text);
    textLength += text.length;
    if (textLength >= MAX_TEXT_LENGTH) break;
  }
  return pieces.join("\n").slice(0, MAX_TEXT_LENGTH);
}
