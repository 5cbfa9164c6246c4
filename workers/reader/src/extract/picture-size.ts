import { PICTURE_TYPE_OF_MIME, readPictureHeader } from "../picture-header";

/**
 * A picture's width and height from its first bytes (picture-header.ts, which the OCR server reads
 * with too), so a file that declares a billion pixels is refused before anything decodes it. Null
 * when the bytes are not the format the type names.
 */
export interface PictureSize {
  width: number;
  height: number;
}

export function pictureSize(bytes: Uint8Array, mimeType: string): PictureSize | null {
  const expected = PICTURE_TYPE_OF_MIME[mimeType];
  const header = readPictureHeader(bytes);
  if (!expected || !header || header.type !== expected || header.type === "pnm") return null;
  return { width: header.width, height: header.height };
}
