import { inflatedSize } from "./inflated-size";

/**
 * A look at a PDF's raw streams before PDF.js opens it, for the two things that can exhaust a
 * worker's memory: Flate streams that inflate to far more than the file (a decompression bomb:
 * PDF.js keeps a stream's whole decoded output) and pictures of more pixels than the limit (their
 * dimensions are declared in the image's dictionary). Streams are found by their `stream` keyword,
 * so a damaged cross-reference table hides none; a stream whose filters start with something other
 * than Flate (LZW, ASCII85, …) is not measured.
 */
export interface StreamCensus {
  /** What the counted Flate streams inflate to together (stops counting just past the cap). */
  inflatedBytes: number;
  overCap: boolean;
  /** The largest picture's declared width × height, 0 when there is none. */
  largestPicturePixels: number;
}

const DICTIONARY_LOOKBACK = 4096;
const FLATE_NAMES = new Set(["FlateDecode", "Fl"]);

interface StreamHead {
  flateLayers: number;
  /** width × height of an image XObject, null for any other stream. */
  picturePixels: number | null;
  length: number | null;
}

const directNumber = (dictionary: string, key: string) => {
  const match = new RegExp(`/${key}\\s+(\\d+)(?!\\s+\\d+\\s+R)`).exec(dictionary);
  return match ? Number(match[1]) : null;
};

function readHead(dictionary: string): StreamHead {
  const filter = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/.exec(dictionary)?.[1] ?? "";
  const names = [...filter.matchAll(/\/([A-Za-z0-9]+)/g)].map((match) => match[1] ?? "");
  let flateLayers = 0;
  while (flateLayers < names.length && FLATE_NAMES.has(names[flateLayers] ?? "")) flateLayers++;
  const width = directNumber(dictionary, "Width");
  const height = directNumber(dictionary, "Height");
  const isPicture = /\/Subtype\s*\/Image\b/.test(dictionary) && width !== null && height !== null;
  return {
    flateLayers,
    picturePixels: isPicture ? (width ?? 0) * (height ?? 0) : null,
    length: directNumber(dictionary, "Length"),
  };
}

/** Where a stream's data ends: at its /Length when `endstream` follows there, else at the next `endstream`. */
function dataEnd(text: string, start: number, length: number | null): number {
  if (length !== null && /^\s*endstream/.test(text.slice(start + length, start + length + 32))) return start + length;
  const found = text.indexOf("endstream", start);
  return found < 0 ? text.length : found;
}

export function takeStreamCensus(
  pdf: Uint8Array,
  limits: { maxInflatedBytes: number; maxPixels: number },
): StreamCensus {
  const text = new TextDecoder("latin1").decode(pdf);
  const census: StreamCensus = { inflatedBytes: 0, overCap: false, largestPicturePixels: 0 };
  let at = text.indexOf("stream");
  while (at >= 0 && !census.overCap) {
    const eol = /^stream(\r\n|\n|\r)/.exec(text.slice(at, at + 8));
    if (!eol || text.slice(at - 3, at) === "end") {
      at = text.indexOf("stream", at + 6);
      continue;
    }
    const from = Math.max(0, at - DICTIONARY_LOOKBACK);
    const objAt = text.lastIndexOf("obj", at);
    const head = readHead(text.slice(Math.max(from, objAt), at));
    const start = at + eol[0].length;
    const end = dataEnd(text, start, head.length);
    const remaining = limits.maxInflatedBytes - census.inflatedBytes;
    if (head.picturePixels !== null)
      census.largestPicturePixels = Math.max(census.largestPicturePixels, head.picturePixels);
    const oversizePicture = head.picturePixels !== null && head.picturePixels > limits.maxPixels;
    if (head.flateLayers > 0 && !oversizePicture) {
      // PDF.js decodes a picture only as far as its size needs (8 bytes a pixel at most, plus a
      // predictor byte a row); a "picture" that inflates past that is counted like any stream.
      const pictureBound = head.picturePixels === null ? 0 : head.picturePixels * 8 + 65536;
      const size = inflatedSize(pdf.subarray(start, end), head.flateLayers, Math.max(remaining, pictureBound));
      if (size > pictureBound) census.inflatedBytes += size;
      census.overCap = census.inflatedBytes > limits.maxInflatedBytes;
    }
    at = text.indexOf("stream", Math.max(end, at + 6));
  }
  return census;
}
