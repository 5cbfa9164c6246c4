// Sends search requests to the worker, one at a time or from several concurrent clients, and
// records each request's latency from send to the last byte of the body.
import type { SearchBody } from "./queries";

export interface ClientRun {
  latencies: number[];
  rows: number[];
  seconds: number;
}

export async function runSearches(options: {
  baseUrl: string;
  token: string;
  bodies: readonly SearchBody[];
  requests: number;
  concurrency: number;
}): Promise<ClientRun> {
  const latencies: number[] = [];
  const rows: number[] = [];
  let next = 0;
  const headers = {
    "content-type": "application/json",
    cookie: `truerate_session=${options.token}`,
    origin: options.baseUrl,
  };
  const client = async () => {
    for (;;) {
      const index = next++;
      if (index >= options.requests) return;
      const body = JSON.stringify(options.bodies[index % options.bodies.length]);
      const started = performance.now();
      const response = await fetch(`${options.baseUrl}/api/loads/search`, { method: "POST", headers, body });
      const text = await response.text();
      latencies.push(performance.now() - started);
      if (response.status !== 200) throw new Error(`search answered ${response.status}: ${text.slice(0, 500)}`);
      rows.push((JSON.parse(text) as unknown[]).length);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.concurrency }, client));
  return { latencies, rows, seconds: (performance.now() - started) / 1000 };
}

/** The local stack's floor: GET /api/health (routing, one trivial D1 query), one request at a time. */
export async function runFloor(baseUrl: string, requests: number): Promise<number[]> {
  const latencies: number[] = [];
  for (let index = 0; index < requests; index++) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/health`);
    await response.text();
    latencies.push(performance.now() - started);
  }
  return latencies;
}
