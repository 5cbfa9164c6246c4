import { type BrowserContext, test as base } from "@playwright/test";
import { registerUser } from "./accounts";
import { hydratingNavigations } from "./hydration";
import { watchContext } from "./security-watch";
import { signInContext } from "./session";

export * from "@playwright/test";

// The problems found by this worker's browser contexts since the last test ended.
const problems: string[] = [];
const watches = new Map<BrowserContext, { settled: () => Promise<unknown> }>();

// playwright.config.ts names the portal's origin before any worker starts.
const PORTAL_ORIGIN = new URL(process.env.BASE_URL ?? process.env.E2E_PORTAL_ORIGIN ?? "http://127.0.0.1:8798").origin;

async function watch(context: BrowserContext) {
  if (watches.has(context)) return;
  watches.set(context, await watchContext(context, PORTAL_ORIGIN, problems));
  for (const page of context.pages()) hydratingNavigations(page);
  context.on("page", hydratingNavigations);
}

/** The accounts of a test: `asRole(context, who)` signs a context in, `newUser(request, …)` makes an account. */
export interface Accounts {
  asRole: typeof signInContext;
  newUser: typeof registerUser;
}

/**
 * Playwright's `test`, with the two account fixtures (worker-scoped, so `beforeAll` can use them
 * too: each takes the context or request it acts on), and the portal's security watch on every browser context a spec opens
 * (the default one and any from `browser.newContext`): each test fails on a CSP violation, or on
 * a page of the portal's origin without its security headers, seen while it ran. Their pages'
 * `goto` and `reload` wait for hydration (hydration.ts).
 */
export const test = base.extend<{ securityWatch: undefined }, Accounts>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  asRole: [async ({}, use) => use(signInContext), { scope: "worker" }],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  newUser: [async ({}, use) => use(registerUser), { scope: "worker" }],
  browser: async ({ browser }, use) => {
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (options) => {
      const context = await newContext(options);
      await watch(context);
      return context;
    };
    await use(browser);
    browser.newContext = newContext;
  },
  page: async ({ page }, use) => {
    hydratingNavigations(page);
    await use(page);
  },
  securityWatch: [
    async ({ context }, use) => {
      await watch(context);
      await use(undefined);
      await Promise.all([...watches.values()].map((watched) => watched.settled()));
      const found = problems.splice(0);
      base.expect(found, "CSP violations and missing security headers").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * A long test's time limit: twice `ms` on CI, whose machines share their host and on a slow day
 * take two to three times as long (playwright.config.ts scales the default limits the same way).
 */
export function allowLong(ms: number): void {
  test.setTimeout(process.env.CI ? ms * 2 : ms);
}
