// The partner bench's timed client (partner-timer.ts), in a worker thread: a heap of its own, holding
// only the SDK and the lanes it is sent.
import { parentPort, workerData } from "node:worker_threads";
import { createPartnerClient } from "../../sdk/src/index";
import type { BenchLane } from "./lane-sets";
import type { TimedPass, TimerOptions } from "./partner-timer";
import { summarize } from "./stats";

const { baseUrl, clientId, clientSecret, lanesPerRequest, weeks } = workerData as TimerOptions;
const partner = createPartnerClient({ baseUrl, clientId, clientSecret });
await partner.authenticate();
const round = (value: number) => Math.round(value * 100) / 100;

async function lookups(sets: readonly BenchLane[][]): Promise<TimedPass> {
  const latencies: number[] = [];
  let published = 0;
  let escalated = 0;
  for (const lanes of sets) {
    const begin = performance.now();
    const answer = await partner.lookupRates(lanes);
    latencies.push(performance.now() - begin);
    published += answer.lanes.filter((lane) => lane.status === "published").length;
    escalated += answer.lanes.filter((lane) => lane.escalation.steps > 0).length;
  }
  const asked = latencies.length * lanesPerRequest;
  return {
    requests: latencies.length,
    ...summarize(latencies),
    publishedShare: round(published / asked),
    escalatedShare: round(escalated / asked),
  };
}

async function histories(sets: readonly BenchLane[][]): Promise<TimedPass> {
  const latencies: number[] = [];
  let publishedWeeks = 0;
  for (const lanes of sets) {
    const begin = performance.now();
    const answer = await partner.laneHistory(lanes.map(({ timeframeDays: _, ...lane }) => lane));
    latencies.push(performance.now() - begin);
    publishedWeeks += answer.lanes.reduce((sum, lane) => sum + lane.publishedWeeks, 0);
  }
  return {
    requests: latencies.length,
    ...summarize(latencies),
    publishedWeekShare: round(publishedWeeks / (latencies.length * lanesPerRequest * weeks)),
  };
}

parentPort?.on("message", async ({ kind, sets }: { kind: "lookups" | "histories"; sets: BenchLane[][] }) => {
  try {
    parentPort?.postMessage({ pass: await (kind === "lookups" ? lookups(sets) : histories(sets)) });
  } catch (error) {
    parentPort?.postMessage({ error: String(error) });
  }
});
