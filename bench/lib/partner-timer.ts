// The partner bench times lookups and histories from a client in a worker thread of its own. The
// bench's process holds some 200 MB of its own (the world's cities it draws lanes from, the seeding
// code): parsing a 1.25 MB history there set off a full collection of that heap every second or so,
// and those collections, not the API, were the slowest requests. A partner's client does not carry
// the bench's fixtures, and in its own thread the client's heap is only what it asks and receives.
import { Worker } from "node:worker_threads";
import type { BenchLane } from "./lane-sets";
import type { LatencySummary } from "./stats";

export interface TimerOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  lanesPerRequest: number;
  /** Weeks in a history, for the published share. */
  weeks: number;
}

/** One pass over the lane sets, one request per set, one at a time. */
export type TimedPass = LatencySummary & {
  requests: number;
  publishedShare?: number;
  escalatedShare?: number;
  publishedWeekShare?: number;
};

export interface PartnerTimer {
  lookups(sets: readonly BenchLane[][]): Promise<TimedPass>;
  histories(sets: readonly BenchLane[][]): Promise<TimedPass>;
  close(): Promise<void>;
}

export function startPartnerTimer(options: TimerOptions): PartnerTimer {
  const thread = new Worker(new URL("./partner-timer-thread.ts", import.meta.url), {
    workerData: options,
    resourceLimits: { maxYoungGenerationSizeMb: 64 },
  });
  const pass = (kind: "lookups" | "histories", sets: readonly BenchLane[][]) =>
    new Promise<TimedPass>((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      thread.once("error", onError);
      thread.once("message", (message: { pass?: TimedPass; error?: string }) => {
        thread.off("error", onError);
        if (message.pass) resolve(message.pass);
        else reject(new Error(`timed ${kind} failed: ${message.error}`));
      });
      thread.postMessage({ kind, sets });
    });
  return {
    lookups: (sets) => pass("lookups", sets),
    histories: (sets) => pass("histories", sets),
    close: async () => {
      await thread.terminate();
    },
  };
}
