import type { TextItem } from "@truerate/domain/documents/reading/types";

/** The fields of a PDF.js text item that a TextItem is made from (marked-content entries have no `str`). */
export interface PdfJsTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

export function isPdfJsTextItem(item: object): item is PdfJsTextItem {
  return "str" in item && "transform" in item;
}

/**
 * A PDF.js text item in page coordinates with the origin at the top left: PDF.js gives the
 * baseline's origin in PDF space (y up), so the top is the page height less the baseline less the
 * item's height (its font size when PDF.js reports no height). Whitespace-only items give null.
 */
export function toTextItem(item: PdfJsTextItem, pageHeight: number): TextItem | null {
  if (!item.str.trim()) return null;
  const x = item.transform[4] ?? 0;
  const baseline = pageHeight - (item.transform[5] ?? 0);
  const height = item.height || Math.abs(item.transform[3] ?? 0);
  return { str: item.str, x, y: baseline - height, width: item.width, height };
}
