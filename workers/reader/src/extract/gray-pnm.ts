/**
 * A PDF picture's pixels, as PDF.js decodes them, made into a PGM (P5: a short text header, then
 * one gray byte a pixel) for OCR. Gray because recognition reads luminance only and one byte a
 * pixel keeps a page-sized scan within the OCR engine's body limit; a picture of more than
 * `maxPixels` is shrunk by a whole factor (each output pixel the mean of a square of inputs), as a
 * 300 dpi letter page (8.4 megapixels) is all Tesseract needs.
 */
export interface DecodedPicture {
  width: number;
  height: number;
  /** PDF.js ImageKind: 1 = 1 bit gray (1 = white, rows padded to a byte), 2 = RGB, 3 = RGBA. */
  kind: number;
  data: Uint8Array | Uint8ClampedArray;
}

export interface GrayPnm {
  bytes: Uint8Array;
  width: number;
  height: number;
}

const BYTES_PER_PIXEL: Record<number, number> = { 2: 3, 3: 4 };

/** Row `y` of the picture as gray bytes (alpha composited over white paper). */
function grayRow(picture: DecodedPicture, y: number, row: Uint8Array): void {
  const { width, kind, data } = picture;
  if (kind === 1) {
    const stride = (width + 7) >> 3;
    for (let x = 0; x < width; x++) row[x] = ((data[y * stride + (x >> 3)] ?? 0) >> (7 - (x & 7))) & 1 ? 255 : 0;
    return;
  }
  const step = BYTES_PER_PIXEL[kind] ?? 3;
  for (let x = 0, at = y * width * step; x < width; x++, at += step) {
    const luma = (77 * (data[at] ?? 0) + 150 * (data[at + 1] ?? 0) + 29 * (data[at + 2] ?? 0)) >> 8;
    const alpha = step === 4 ? (data[at + 3] ?? 255) : 255;
    row[x] = (luma * alpha + 255 * (255 - alpha)) / 255;
  }
}

function expectedLength({ width, height, kind }: DecodedPicture): number | null {
  if (kind === 1) return ((width + 7) >> 3) * height;
  const step = BYTES_PER_PIXEL[kind];
  return step ? width * height * step : null;
}

/** The picture as P5, or null when its kind is unknown or its data shorter than its size says. */
export function toGrayPnm(picture: DecodedPicture, maxPixels: number): GrayPnm | null {
  const { width, height } = picture;
  const needed = expectedLength(picture);
  if (width < 1 || height < 1 || needed === null || picture.data.length < needed) return null;
  const factor = Math.max(1, Math.ceil(Math.sqrt((width * height) / maxPixels)));
  const outWidth = Math.ceil(width / factor);
  const outHeight = Math.ceil(height / factor);
  const header = new TextEncoder().encode(`P5\n${outWidth} ${outHeight}\n255\n`);
  const bytes = new Uint8Array(header.length + outWidth * outHeight);
  bytes.set(header);
  const row = new Uint8Array(width);
  const sums = new Uint32Array(outWidth);
  for (let outY = 0; outY < outHeight; outY++) {
    sums.fill(0);
    const rows = Math.min(factor, height - outY * factor);
    for (let y = outY * factor; y < outY * factor + rows; y++) {
      grayRow(picture, y, row);
      for (let x = 0; x < width; x++) {
        const column = (x / factor) | 0;
        sums[column] = (sums[column] ?? 0) + (row[x] ?? 0);
      }
    }
    const at = header.length + outY * outWidth;
    for (let outX = 0; outX < outWidth; outX++) {
      const columns = Math.min(factor, width - outX * factor);
      bytes[at + outX] = Math.round((sums[outX] ?? 0) / (columns * rows));
    }
  }
  return { bytes, width: outWidth, height: outHeight };
}
