/**
 * What a picture is and how big, read from its first bytes only, so an untrusted picture is sized
 * before anything decodes it (a tiny PNG can declare a billion pixels).
 */

export const PICTURE_TYPES = ["png", "jpeg", "gif", "webp", "pnm"] as const;
export type PictureType = (typeof PICTURE_TYPES)[number];

/** The Content-Types the reader and its OCR server take, and the kind of picture each must be. */
export const PICTURE_TYPE_OF_MIME: Readonly<Record<string, PictureType>> = {
  "image/png": "png",
  "image/jpeg": "jpeg",
  "image/gif": "gif",
  "image/webp": "webp",
  "image/x-portable-pixmap": "pnm",
  "image/x-portable-graymap": "pnm",
};

export interface PictureHeader {
  type: PictureType;
  width: number;
  height: number;
}

const uint16be = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const uint16le = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const uint24le = (bytes: Uint8Array, at: number) => uint16le(bytes, at) | ((bytes[at + 2] ?? 0) << 16);
const uint32be = (bytes: Uint8Array, at: number) => uint16be(bytes, at) * 65536 + uint16be(bytes, at + 2);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

function pngHeader(bytes: Uint8Array): PictureHeader | null {
  if (bytes.length < 24 || ascii(bytes, 12, 16) !== "IHDR") return null;
  return { type: "png", width: uint32be(bytes, 16), height: uint32be(bytes, 20) };
}

function gifHeader(bytes: Uint8Array): PictureHeader | null {
  if (bytes.length < 10) return null;
  return { type: "gif", width: uint16le(bytes, 6), height: uint16le(bytes, 8) };
}

/** Walks the JPEG markers to the first start-of-frame, which holds the size. */
function jpegHeader(bytes: Uint8Array): PictureHeader | null {
  let at = 2;
  while (at + 9 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { type: "jpeg", height: uint16be(bytes, at + 5), width: uint16be(bytes, at + 7) };
    const standalone = marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
    at += standalone ? 2 : 2 + uint16be(bytes, at + 2);
  }
  return null;
}

function webpHeader(bytes: Uint8Array): PictureHeader | null {
  if (bytes.length < 30 || ascii(bytes, 8, 12) !== "WEBP") return null;
  const chunk = ascii(bytes, 12, 16);
  if (chunk === "VP8 ") {
    return { type: "webp", width: uint16le(bytes, 26) & 0x3fff, height: uint16le(bytes, 28) & 0x3fff };
  }
  if (chunk === "VP8L") {
    const bits = (bytes[21] ?? 0) | ((bytes[22] ?? 0) << 8) | ((bytes[23] ?? 0) << 16) | ((bytes[24] ?? 0) << 24);
    return { type: "webp", width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") return { type: "webp", width: uint24le(bytes, 24) + 1, height: uint24le(bytes, 27) + 1 };
  return null;
}

/** Netpbm (P2, P3, P5, P6): the magic, then width and height as decimal text, with # comments allowed. */
function pnmHeader(bytes: Uint8Array): PictureHeader | null {
  const text = ascii(bytes, 0, Math.min(bytes.length, 512)).replace(/#[^\n\r]*/g, " ");
  const match = /^P[2356]\s+(\d{1,9})\s+(\d{1,9})\s/.exec(text);
  if (!match) return null;
  return { type: "pnm", width: Number(match[1]), height: Number(match[2]) };
}

/** The picture's kind and size, or null when the bytes are none of the kinds the server reads. */
export function readPictureHeader(bytes: Uint8Array): PictureHeader | null {
  if (ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return pngHeader(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegHeader(bytes);
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return gifHeader(bytes);
  if (ascii(bytes, 0, 4) === "RIFF") return webpHeader(bytes);
  if (/^P[2356]\s/.test(ascii(bytes, 0, 3))) return pnmHeader(bytes);
  return null;
}

/** An EXIF orientation entry as tesseract.js finds it: tag 0x0112, type SHORT, count 1, big-endian ("MM"). */
const ORIENTATION_ENTRY = [0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00];

/**
 * The size of the picture as Tesseract sees it. tesseract.js turns a picture by the EXIF orientation
 * it finds in the first 500 bytes (big-endian entries only, as here), so for orientations 5–8
 * (a quarter turn) the words' boxes are in a frame whose width is the stored height.
 */
export function orientedSize(bytes: Uint8Array, header: PictureHeader): { width: number; height: number } {
  const head = bytes.subarray(0, 500);
  for (let at = 0; at + ORIENTATION_ENTRY.length < head.length; at += 1) {
    if (!ORIENTATION_ENTRY.every((byte, offset) => head[at + offset] === byte)) continue;
    const orientation = head[at + ORIENTATION_ENTRY.length] ?? 1;
    const quarterTurn = orientation >= 5 && orientation <= 8;
    return quarterTurn
      ? { width: header.height, height: header.width }
      : { width: header.width, height: header.height };
  }
  return { width: header.width, height: header.height };
}
