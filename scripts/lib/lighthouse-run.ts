/**
 * The pieces of a Lighthouse budget check (scripts/landing-lighthouse.ts, scripts/signed-in-lighthouse.ts):
 * servers and Debian's Chromium started in process groups of their own and stopped with the check, and
 * one Lighthouse run (mobile defaults) scored on the categories with a minimum.
 */
import { type ChildProcess, spawn } from "node:child_process";
import lighthouse from "lighthouse";
import type { Category, Scores } from "./lighthouse-verdict";

const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const children: ChildProcess[] = [];

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** Signals a child's whole process group (wrangler runs workerd under it), unless it is gone. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || !running(child)) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Stops what this check started. */
export function stopChildren() {
  for (const child of children) signalGroup(child, "SIGTERM");
}

/** Resolves when every child has exited, or after `seconds` (a child that lingers is killed). */
export async function childrenExited(seconds: number) {
  const live = children.filter(running);
  const exited = Promise.all(live.map((child) => new Promise((resolve) => child.once("exit", resolve))));
  const timer = new Promise((resolve) => setTimeout(resolve, seconds * 1000).unref());
  await Promise.race([exited, timer]);
  for (const child of live) signalGroup(child, "SIGKILL");
}

export function start(command: string, args: string[], cwd: string): ChildProcess {
  const child = spawn(command, args, { cwd, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  return child;
}

export async function waitForServer(url: string, seconds: number) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The portal did not answer at ${url} within ${seconds} s`);
}

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

/** One Lighthouse run of `url` on the categories that have a minimum for it. */
export async function audit(url: string, port: number, minimums: Scores, extraHeaders?: Record<string, string>) {
  const categories = Object.keys(minimums) as Category[];
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: categories,
    ...(extraHeaders ? { extraHeaders } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
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
