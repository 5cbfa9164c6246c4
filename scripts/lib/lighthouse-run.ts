/**
 * The pieces of a Lighthouse budget check (scripts/landing-lighthouse.ts, scripts/signed-in-lighthouse.ts):
 * Debian's Chromium started in a process group of its own (local-servers.ts, stopped with the check's
 * servers), and one Lighthouse run (mobile defaults) scored on the categories with a minimum.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import lighthouse from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import { cpuSlowdownFor, DEFAULT_CPU_SLOWDOWN, probeHostMs, REFERENCE_PROBE_MS } from "./host-speed";
import { type Category, medianScores, type Scores, shortfalls } from "./lighthouse-verdict";
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

/** The cores' time so far, idle and in all, from /proc/stat's first line (Linux). */
function cpuTimes(): { idle: number; total: number } {
  const fields = (readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "").trim().split(/\s+/).slice(1).map(Number);
  // idle and iowait are the fourth and fifth fields.
  return { idle: (fields[3] ?? 0) + (fields[4] ?? 0), total: fields.reduce((sum, value) => sum + value, 0) };
}

const QUIET_IDLE_SHARE = 0.8;
const QUIET_WAIT_MS = 10_000;

/**
 * Waits, up to 10 s, for a second in which the cores were at least 80% idle. Simulated throttling
 * scales the page's main-thread tasks as they were measured, so another process busy on these two
 * cores (a server's background work, a step before this one winding down) shows up as the page's
 * blocking time: one CI run scored 82, 97, 98, 98, 85, 89, 89 for one build.
 */
async function untilQuiet(): Promise<void> {
  if (!existsSync("/proc/stat")) return;
  const giveUp = Date.now() + QUIET_WAIT_MS;
  let idleShare = 0;
  while (Date.now() < giveUp) {
    const before = cpuTimes();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = cpuTimes();
    idleShare = (after.idle - before.idle) / Math.max(1, after.total - before.total);
    if (idleShare >= QUIET_IDLE_SHARE) return;
  }
  console.log(`  (the machine stayed busy: ${Math.round(idleShare * 100)}% idle; auditing anyway)`);
}

/** One Lighthouse run of `url` on the categories that have a minimum for it, on a quiet machine. */
export async function audit(url: string, port: number, minimums: Scores, extraHeaders?: Record<string, string>) {
  const categories = Object.keys(minimums) as Category[];
  let probeMs = 0;
  const record = async () => {
    await untilQuiet();
    // The CPU slowdown calibrated to the host as it is now (host-speed.ts); the network as the preset.
    // Only a performance audit times the page, so only it needs the probe.
    probeMs = categories.includes("performance") ? probeHostMs() : REFERENCE_PROBE_MS;
    return lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdownFor(probeMs) },
      ...(extraHeaders ? { extraHeaders } : {}),
    });
  };
  let result = await record();
  for (let attempt = 1; attempt < RECORDING_ATTEMPTS && result?.lhr.runtimeError; attempt++) {
    console.log(`  (Lighthouse could not record ${url}: ${result.lhr.runtimeError.code}; recording again)`);
    result = await record();
  }
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  // LIGHTHOUSE_REPORTS=dir keeps each run's whole report and its trace (for a browser's
  // performance panel), to see what a score is made of.
  const reports = process.env.LIGHTHOUSE_REPORTS;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, "_") || "_"}-${Date.now()}`;
    writeFileSync(path.join(reports, `${name}.json`), JSON.stringify(lhr));
    if (result.artifacts.Trace)
      writeFileSync(path.join(reports, `${name}.trace.json`), JSON.stringify(result.artifacts.Trace));
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
  const host = { probeMs: Math.round(probeMs), cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier };
  return { scores, metrics, failing, host };
}

/** A run's host as the verdict prints it: "CPU 4× (probe 221 ms)". */
function formatHost({ probeMs, cpuSlowdown }: { probeMs: number; cpuSlowdown: number }) {
  return `CPU ${cpuSlowdown}× (probe ${probeMs} ms)`;
}

export function format(scores: Scores) {
  return (Object.entries(scores) as [Category, number][]).map(([category, score]) => `${category} ${score}`).join(", ");
}

/**
 * One page's verdict: audited once; a miss is audited `reruns` more times and judged on the median,
 * since simulated throttling still moves a score from run to run on a shared machine (89 to 99 for
 * one build on these 2-core machines, mostly through Total Blocking Time). Prints the verdict with
 * each run's calibrated CPU slowdown; true when every category reached its minimum.
 */
export async function judgePage(
  label: string,
  auditOnce: () => ReturnType<typeof audit>,
  minimums: Scores,
  reruns: number,
): Promise<boolean> {
  const first = await auditOnce();
  const runs = [first];
  if (shortfalls(first.scores, minimums).length > 0) {
    console.log(`  ${label}: ${format(first.scores)} on the first run; ${reruns} more runs, judged on the median`);
    for (let run = 0; run < reruns; run += 1) runs.push(await auditOnce());
  }
  if (minimums.performance !== undefined && (runs.length > 1 || first.host.cpuSlowdown !== DEFAULT_CPU_SLOWDOWN)) {
    console.log(
      `  runs: ${runs.map((run) => `${run.scores.performance ?? "-"} (${formatHost(run.host)})`).join(", ")}`,
    );
  }
  const scores = medianScores(runs.map((run) => run.scores));
  const missed = shortfalls(scores, minimums);
  const last = runs.at(-1) ?? first;
  console.log(`  ${missed.length ? "✗" : "✓"} ${label.padEnd(10)} ${format(scores)}${last.metrics}`);
  if (missed.length) {
    console.error(`    below the budget: ${missed.join("; ")}`);
    for (const line of last.failing) console.error(`    - ${line}`);
  }
  return missed.length === 0;
}
