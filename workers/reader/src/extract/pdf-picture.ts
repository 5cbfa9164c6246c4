import type { Budget } from "./budget";
import type { DecodedPicture } from "./gray-pnm";
import type { PdfPage } from "./pdf-document";

/** PDF.js's operator numbers of painted pictures (its OPS table). */
export interface PictureOps {
  paintImageXObject: number;
  paintImageXObjectRepeat: number;
  paintInlineImageXObject: number;
  paintImageMaskXObject: number;
}

interface Candidate {
  pixels: number;
  width: number;
  height: number;
  load: () => Promise<unknown>;
}

function isDecodedPicture(value: unknown): value is DecodedPicture {
  const picture = value as Partial<DecodedPicture> | null;
  return (
    typeof picture?.width === "number" &&
    typeof picture.height === "number" &&
    typeof picture.kind === "number" &&
    (picture.data instanceof Uint8Array || picture.data instanceof Uint8ClampedArray)
  );
}

/** A picture object of the page, once PDF.js has decoded it ("g_" names are shared across pages). */
function loadObject(page: PdfPage, name: string): Promise<unknown> {
  const objects = name.startsWith("g_") ? page.commonObjs : page.objs;
  return new Promise((resolve) => objects.get(name, resolve));
}

/**
 * A stencil mask (a fax-style 1-bit scan is often one): PDF.js gives its bits, Decode applied, with
 * 1 where the page shows through (white paper) and 0 where the fill colour paints, which is how a
 * 1-bit gray picture reads too. Its bits are inline or an object of the page's.
 */
function maskCandidate(page: PdfPage, mask: unknown): Candidate | null {
  const { data, width, height } = (mask ?? {}) as { data?: unknown; width?: unknown; height?: unknown };
  if (typeof width !== "number" || typeof height !== "number") return null;
  const asPicture = (bits: unknown) => (bits instanceof Uint8Array ? { width, height, kind: 1, data: bits } : null);
  if (typeof data === "string") {
    const load = async () => asPicture(((await loadObject(page, data)) as { data?: unknown } | null)?.data);
    return { pixels: width * height, width, height, load };
  }
  return { pixels: width * height, width, height, load: async () => asPicture(data) };
}

function candidateOf(page: PdfPage, ops: PictureOps, op: number, args: unknown[]): Candidate | null {
  if (op === ops.paintImageXObject || op === ops.paintImageXObjectRepeat) {
    const [name, width, height] = args;
    if (typeof name !== "string" || typeof width !== "number" || typeof height !== "number") return null;
    return { pixels: width * height, width, height, load: () => loadObject(page, name) };
  }
  if (op === ops.paintImageMaskXObject) return maskCandidate(page, args[0]);
  if (op === ops.paintInlineImageXObject && isDecodedPicture(args[0])) {
    const picture = args[0];
    return {
      pixels: picture.width * picture.height,
      width: picture.width,
      height: picture.height,
      load: async () => picture,
    };
  }
  return null;
}

/** The size of the page's largest painted picture and a way to get its pixels, or null for a page without one. */
export async function largestPicture(
  page: PdfPage,
  ops: PictureOps,
  budget: Budget,
): Promise<{ width: number; height: number; pixels: () => Promise<DecodedPicture | null> } | null> {
  const list = await budget.race(page.getOperatorList());
  let found: Candidate | null = null;
  for (const [index, op] of list.fnArray.entries()) {
    const args: unknown = list.argsArray[index];
    const candidate = Array.isArray(args) ? candidateOf(page, ops, op, args) : null;
    if (candidate && candidate.pixels > (found?.pixels ?? 0)) found = candidate;
  }
  if (!found) return null;
  const { load } = found;
  const pixels = async () => {
    const loaded = await budget.race(load());
    return isDecodedPicture(loaded) ? loaded : null;
  };
  return { width: found.width, height: found.height, pixels };
}
