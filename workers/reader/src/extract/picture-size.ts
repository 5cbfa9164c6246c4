/**
 * A picture's width and height from its first bytes, so a file that declares a billion pixels is
 * refused before anything decodes it. Null when the bytes are not the format the type names.
 */
export interface PictureSize {
  width: number;
  height: number;
}

const be16 = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const le16 = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const le24 = (bytes: Uint8Array, at: number) => le16(bytes, at) + (bytes[at + 2] ?? 0) * 65536;
const be32 = (bytes: Uint8Array, at: number) => be16(bytes, at) * 65536 + be16(bytes, at + 2);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

function png(bytes: Uint8Array): PictureSize | null {
  if (ascii(bytes, 0, 8) !== "\x89PNG\r\n\x1a\n" || ascii(bytes, 12, 16) !== "IHDR") return null;
  return { width: be32(bytes, 16), height: be32(bytes, 20) };
}

function gif(bytes: Uint8Array): PictureSize | null {
  if (!/^GIF8[79]a$/.test(ascii(bytes, 0, 6)) || bytes.length < 10) return null;
  return { width: le16(bytes, 6), height: le16(bytes, 8) };
}

/** JPEG: segment by segment to the first start-of-frame marker (C0–CF but C4, C8, CC). */
function jpeg(bytes: Uint8Array): PictureSize | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: be16(bytes, at + 7), height: be16(bytes, at + 5) };
    }
    at += marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7) ? 2 : 2 + be16(bytes, at + 2);
  }
  return null;
}

/** WebP: lossy (VP8), lossless (VP8L) or extended (VP8X) first chunk. */
function webp(bytes: Uint8Array): PictureSize | null {
  if (ascii(bytes, 0, 4) !== "RIFF" || ascii(bytes, 8, 12) !== "WEBP" || bytes.length < 30) return null;
  const chunk = ascii(bytes, 12, 16);
  if (chunk === "VP8 ") return { width: le16(bytes, 26) & 0x3fff, height: le16(bytes, 28) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = le16(bytes, 21) + le16(bytes, 23) * 65536;
    return { width: (bits & 0x3fff) + 1, height: (Math.floor(bits / 16384) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") return { width: le24(bytes, 24) + 1, height: le24(bytes, 27) + 1 };
  return null;
}

const READERS: Record<string, (bytes: Uint8Array) => PictureSize | null> = {
  "image/png": png,
  "image/jpeg": jpeg,
  "image/gif": gif,
  "image/webp": webp,
};

export function pictureSize(bytes: Uint8Array, mimeType: string): PictureSize | null {
  return READERS[mimeType]?.(bytes) ?? null;
}
