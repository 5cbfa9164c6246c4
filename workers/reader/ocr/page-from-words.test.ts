import { describe, expect, it } from "vitest";
import { pageFromBlocks, type RecognizedBlock } from "./page-from-words";

const word = (text: string, x0: number, y0: number, x1: number, y1: number) => ({ text, bbox: { x0, y0, x1, y1 } });

describe("pageFromBlocks", () => {
  it("makes one item per word in reading order, boxes as top-left and size", () => {
    const blocks: RecognizedBlock[] = [
      { paragraphs: [{ lines: [{ words: [word("Load", 10, 20, 90, 50), word("TR-4242", 100, 18, 260, 52)] }] }] },
      {
        paragraphs: [
          { lines: [{ words: [word("Total", 10, 120, 80, 150)] }, { words: [word("$2,450.00", 10, 170, 200, 205)] }] },
        ],
      },
    ];
    expect(pageFromBlocks(blocks, 1200, 300)).toEqual({
      page: 1,
      width: 1200,
      height: 300,
      items: [
        { str: "Load", x: 10, y: 20, width: 80, height: 30 },
        { str: "TR-4242", x: 100, y: 18, width: 160, height: 34 },
        { str: "Total", x: 10, y: 120, width: 70, height: 30 },
        { str: "$2,450.00", x: 10, y: 170, width: 190, height: 35 },
      ],
    });
  });

  it("drops words that are only whitespace and trims the rest", () => {
    const blocks: RecognizedBlock[] = [
      { paragraphs: [{ lines: [{ words: [word(" ", 0, 0, 5, 5), word(" Net ", 1, 2, 3, 4)] }] }] },
    ];
    expect(pageFromBlocks(blocks, 10, 10).items).toEqual([{ str: "Net", x: 1, y: 2, width: 2, height: 2 }]);
  });

  it("gives an empty page for a picture with no words", () => {
    expect(pageFromBlocks([], 640, 480)).toEqual({ page: 1, width: 640, height: 480, items: [] });
  });
});
