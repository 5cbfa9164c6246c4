import { expect, type Page } from "@playwright/test";

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
