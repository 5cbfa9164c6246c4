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
