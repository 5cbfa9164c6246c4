import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The widths every page must be accessible at: a laptop and a phone. */
export const AXE_WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/**
 * Runs axe (WCAG 2.0, 2.1 and 2.2 A and AA rules, and axe's best practices) on the page as it
 * stands and fails with each violation's rule, impact and the first offending elements, so a
 * failure explains itself. `soft` lets the test go on (to the next width or state), so one run
 * lists every violation.
 */
export async function expectNoAxeViolations(page: Page, label: string, { soft = false } = {}) {
  // Legacy mode runs axe once inside the page instead of finishing in a new blank page each time:
  // half the time, and the portal's pages hold no cross-origin frames it would miss.
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .setLegacyMode(true)
    // Only violations are judged: axe then skips the node details of passes and the rest.
    .options({ resultTypes: ["violations"] })
    .analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(" | ")}`,
  );
  (soft ? expect.soft : expect)(summary, `axe violations on ${label}`).toEqual([]);
}

/** Loads `path` at each width and checks it with axe. */
export async function expectAccessibleAtEveryWidth(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  for (const size of AXE_WIDTHS) {
    await page.setViewportSize(size);
    await page.goto(path);
    await ready(page);
    await expectNoAxeViolations(page, `${path} at ${size.width} px`);
  }
}
