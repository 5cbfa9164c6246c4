import { PICTURE_TYPE_OF_MIME, type PictureHeader, readPictureHeader } from "../src/picture-header";

/** What the server refuses before recognizing, and why (the client maps each to OcrRefusedError). */
export interface PictureLimits {
  maxBodyBytes: number;
  maxPixels: number;
  minSide: number;
}

/** 10 MB; 40 megapixels (a letter page at 600 dpi is 33.7); 100 pixels a side. */
export const DEFAULT_PICTURE_LIMITS: PictureLimits = {
  maxBodyBytes: 10 * 1024 * 1024,
  maxPixels: 40_000_000,
  minSide: 100,
};

export type Refusal =
  | { status: 413; error: "too_large"; message: string }
  | { status: 415; error: "unsupported"; message: string }
  | { status: 422; error: "too_small"; message: string };

export type Admission = { ok: true; header: PictureHeader } | ({ ok: false } & Refusal);

const refuse = (refusal: Refusal): Admission => ({ ok: false, ...refusal });

/** Checks an uploaded picture's declared type, its real type and its size, from the header alone. */
export function admitPicture(bytes: Uint8Array, contentType: string | undefined, limits: PictureLimits): Admission {
  const mime = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  const declared = PICTURE_TYPE_OF_MIME[mime];
  if (!declared) {
    const accepted = Object.keys(PICTURE_TYPE_OF_MIME).join(", ");
    return refuse({ status: 415, error: "unsupported", message: `Content-Type "${mime}" is not one of ${accepted}` });
  }
  if (bytes.length > limits.maxBodyBytes) {
    return refuse({ status: 413, error: "too_large", message: `the body is over ${limits.maxBodyBytes} bytes` });
  }
  const header = readPictureHeader(bytes);
  if (!header || header.type !== declared) {
    return refuse({ status: 415, error: "unsupported", message: `the body is not a readable ${mime} picture` });
  }
  if (header.width * header.height > limits.maxPixels) {
    const message = `${header.width}×${header.height} is over ${limits.maxPixels} pixels`;
    return refuse({ status: 413, error: "too_large", message });
  }
  if (Math.min(header.width, header.height) < limits.minSide) {
    const message = `${header.width}×${header.height} has a side under ${limits.minSide} pixels`;
    return refuse({ status: 422, error: "too_small", message });
  }
  return { ok: true, header };
}
