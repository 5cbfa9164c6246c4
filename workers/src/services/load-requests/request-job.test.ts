import { describe, expect, it } from "vitest";
import { loadRequestsMessageSchema } from "../../core/queue-messages";
import { loadRequestJobs, REQUESTS_PER_JOB } from "./request-job";

describe("loadRequestJobs", () => {
  it("queues a 1,000-load push as ten valid jobs of 100, every load once", () => {
    const ids = Array.from({ length: 1000 }, (_, index) => `load-${index}`);
    const jobs = loadRequestJobs(ids);
    expect(jobs).toHaveLength(1000 / REQUESTS_PER_JOB);
    expect(jobs.flatMap((job) => job.loadIds)).toEqual(ids);
    for (const job of jobs) expect(loadRequestsMessageSchema.parse(job)).toEqual(job);
    expect(new Set(jobs.map((job) => job.dedupeKey)).size).toBe(jobs.length);
  });

  it("queues one job for one load, and none for none", () => {
    expect(loadRequestJobs(["only"])).toEqual([
      { kind: "load_requests", dedupeKey: "load-requests:only+0", loadIds: ["only"] },
    ]);
    expect(loadRequestJobs([])).toEqual([]);
  });
});
