import type { Page } from "@playwright/test";

/**
 * A portal page's scripts load after its first paint (portal/app/lib/rendering/scripts-after-first-paint.ts),
 * so `load` can fire before React runs, and a test is faster than any person: a click before
 * hydration has no handler yet, and a native submit before it reloads the page. The root marks
 * `<html data-hydrated>` once the page has hydrated; a page without the portal's scripts never will.
 */
export function untilHydrated(page: Page) {
  return page.waitForFunction(
    () =>
      document.documentElement.hasAttribute("data-hydrated") ||
      !document.querySelector('script[type="module"], script[type="text/x-module-after-first-paint"]'),
  );
}

const patched = new WeakSet<Page>();

/**
 * `goto` and `reload` on `page` wait for hydration after `load`, as a person waits for a page to
 * be ready. A test that means to act before that asks for an earlier state (`waitUntil: "commit"`
 * or `"domcontentloaded"`) and gets it unchanged.
 */
export function hydratingNavigations(page: Page): void {
  if (patched.has(page)) return;
  patched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const early = (waitUntil?: string) => waitUntil === "commit" || waitUntil === "domcontentloaded";
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (!early(options?.waitUntil)) await untilHydrated(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (!early(options?.waitUntil)) await untilHydrated(page);
    return response;
  };
}
