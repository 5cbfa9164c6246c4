import { expect, type Locator, type Page } from "@playwright/test";

interface Overflow {
  table: string;
  tableWidth: number;
  containerWidth: number;
}

/**
 * Every visible table fits the box that holds it: its width is at most the client width of its
 * nearest ancestor that scrolls or clips (Radix's table scroll area), or else of its parent. A
 * wider table is cut off or hides columns behind a scroll bar a laptop user never sees.
 */
export async function expectTablesFit(page: Page, label: string, { soft = false } = {}) {
  const overflows: Overflow[] = await page.locator("table").evaluateAll((tables) =>
    tables
      .filter((table) => table.getClientRects().length > 0)
      .map((table) => {
        let container = table.parentElement;
        while (container && container !== document.body) {
          const { overflowX } = getComputedStyle(container);
          if (overflowX !== "visible") break;
          container = container.parentElement;
        }
        const box = container ?? table.parentElement ?? document.body;
        const name = table.querySelector("caption")?.textContent?.trim() || table.getAttribute("aria-label") || "table";
        return { table: name, tableWidth: table.scrollWidth, containerWidth: box.clientWidth };
      })
      .filter((entry) => entry.tableWidth > entry.containerWidth + 1),
  );
  (soft ? expect.soft : expect)(overflows, `tables wider than their container on ${label}`).toEqual([]);
}

/** The page itself never scrolls sideways: nothing is cut off at the window's right edge. */
export async function expectNoPageOverflow(page: Page, label: string, { soft = false } = {}) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: document.documentElement.clientWidth,
  }));
  (soft ? expect.soft : expect)(widths.page, `the page is wider than the window on ${label}`).toBeLessThanOrEqual(
    widths.window + 1,
  );
}

/** The element is shown whole inside the window's width, not cut off or scrolled out of sight. */
export async function expectWithinWindow(page: Page, element: Locator) {
  await expect(element).toBeVisible();
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, "the element has a box").not.toBeNull();
  if (box) expect(box.x + box.width, `${element} ends inside the ${width} px window`).toBeLessThanOrEqual(width + 1);
}

interface BrokenWord {
  table: string;
  word: string;
}

/**
 * No word, number or date inside a visible table's cells is broken across lines ("$1,1 / 29",
 * "Novemb / er"): each word of every text node is measured with a Range, and a word whose boxes
 * lie on more than one line is reported with its table. Wrapping between words is fine, and so
 * is wrapping after a hyphen, a dash or a slash (a file name or a load number's parts).
 */
export async function expectNoBrokenWords(page: Page, label: string, { soft = false } = {}) {
  const broken: BrokenWord[] = await page.locator("table").evaluateAll((tables) => {
    const found: { table: string; word: string }[] = [];
    for (const table of tables) {
      if (table.getClientRects().length === 0) continue;
      const name = table.querySelector("caption")?.textContent?.trim() || table.getAttribute("aria-label") || "table";
      const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        if (node.parentElement?.closest("caption")) continue;
        for (const match of text.matchAll(/[^\s\-‐–—/]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          // One box per line the word is on; boxes on one line share their vertical middle.
          const lines = new Set(
            Array.from(range.getClientRects())
              .filter((box) => box.width > 0 && box.height > 0)
              .map((box) => Math.round(box.top + box.height / 2)),
          );
          if (lines.size > 1) found.push({ table: name, word: match[0] });
        }
      }
    }
    return found;
  });
  (soft ? expect.soft : expect)(broken, `words broken across lines in tables on ${label}`).toEqual([]);
}
