import type { LaunchOptions } from "@playwright/test";

const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * Debian's headless shell (the package chromium-headless-shell): Chromium's engine without the browser's
 * own UI layer, which Playwright also uses for headless runs; a quarter less CPU than the full browser.
 * Every spec runs in it (playwright.config.ts) unless it needs the full browser.
 */
export const HEADLESS_SHELL: LaunchOptions = {
  executablePath: process.env.E2E_CHROMIUM ?? "/usr/bin/chromium-headless-shell",
  args: ARGS,
};

/**
 * Debian's full Chromium, for what only the browser has: its PDF viewer (the shell downloads a PDF
 * instead of showing it). `test.use({ launchOptions: FULL_BROWSER })` in a describe block.
 */
export const FULL_BROWSER: LaunchOptions = { executablePath: "/usr/bin/chromium", args: ["--headless", ...ARGS] };
