/**
 * The pieces of a Lighthouse budget check (scripts/landing-lighthouse.ts, scripts/signed-in-lighthouse.ts):
 * Debian's Chromium started in a process group of its own (local-servers.ts, stopped with the check's
 * servers), and one Lighthouse run (mobile defaults) scored on the categories with a minimum.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import lighthouse from "lighthouse";
import type { Category, Scores } from "./lighthouse-verdict";
import { start } from "./local-servers";

const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** Debian's Chromium, headless, with its DevTools port for Lighthouse. */
export function launchChromium(profile: string): Promise<number> {
  const chromium = start(
    CHROME,
    [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--remote-debugging-address=127.0.0.1",
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    process.cwd(),
  );
  return new Promise((resolve, reject) => {
    let output = "";
    chromium.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const port = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output)?.[1];
      if (port) resolve(Number(port));
    });
    chromium.on("exit", (code) => reject(new Error(`${CHROME} exited (${code}) before it listened:\n${output}`)));
  });
}

/** A run Lighthouse itself could not record (NO_NAVSTART and the like) has no score: it is run again. */
const RECORDING_ATTEMPTS = 3;

/** One Lighthouse run of `url` on the categories that have a minimum for it. */
export async function audit(url: string, port: number, minimums: Scores, extraHeaders?: Record<string, string>) {
  const categories = Object.keys(minimums) as Category[];
  const record = () =>
    lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
      ...(extraHeaders ? { extraHeaders } : {}),
    });
  let result = await record();
  for (let attempt = 1; attempt < RECORDING_ATTEMPTS && result?.lhr.runtimeError; attempt++) {
    console.log(`  (Lighthouse could not record ${url}: ${result.lhr.runtimeError.code}; recording again)`);
    result = await record();
  }
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  // LIGHTHOUSE_REPORTS=dir keeps each run's whole report, to see what a score is made of.
  const reports = process.env.LIGHTHOUSE_REPORTS;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, "_") || "_"}-${Date.now()}.json`;
    writeFileSync(path.join(reports, name), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  const scores: Scores = Object.fromEntries(
    categories.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
  );
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? "?";
  const metrics = categories.includes("performance")
    ? `  (FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")})`
    : "";
  // What to fix: the audits of the scored categories that did not pass.
  const failing = Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => `${category.id}: ${lhr.audits[ref.id]?.title} ${lhr.audits[ref.id]?.displayValue ?? ""}`.trim()),
  );
  return { scores, metrics, failing };
}

export function format(scores: Scores) {
  return (Object.entries(scores) as [Category, number][]).map(([category, score]) => `${category} ${score}`).join(", ");
}
