import type { Budget } from "./budget";
import type { DecodedPicture } from "./gray-pnm";
import type { PdfPage } from "./pdf-document";

/** PDF.js's operator numbers of painted pictures (its OPS table). */
export interface PictureOps {
  paintImageXObject: number;
  paintImageXObjectRepeat: number;
  paintInlineImageXObject: number;
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

function candidateOf(page: PdfPage, ops: PictureOps, op: number, args: unknown[]): Candidate | null {
  if (op === ops.paintImageXObject || op === ops.paintImageXObjectRepeat) {
    const [name, width, height] = args;
    if (typeof name !== "string" || typeof width !== "number" || typeof height !== "number") return null;
    return { pixels: width * height, width, height, load: () => loadObject(page, name) };
  }
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
