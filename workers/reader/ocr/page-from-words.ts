import type { PageText, TextItem } from "@truerate/domain/documents/reading/types";

/** The part of Tesseract's block tree the page needs (tesseract.js `blocks` output). */
export interface RecognizedBlock {
  paragraphs: { lines: { words: { text: string; bbox: { x0: number; y0: number; x1: number; y1: number } }[] }[] }[];
}

/** One text item per recognized word, in Tesseract's reading order, in pixels from the top-left. */
export function pageFromBlocks(blocks: readonly RecognizedBlock[], width: number, height: number): PageText {
  const items: TextItem[] = [];
  for (const block of blocks) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        for (const word of line.words) {
          const str = word.text.trim();
          if (!str) continue;
          const { x0, y0, x1, y1 } = word.bbox;
          items.push({ str, x: x0, y: y0, width: x1 - x0, height: y1 - y0 });
        }
      }
    }
  }
  return { page: 1, width, height, items };
}
