// Sends search requests to the worker, one at a time or from several concurrent clients, and
// records each request's latency from send to the last byte of the body.
import type { SearchBody } from "./queries";

export interface Target {
  baseUrl: string;
  /** The portal's origin (RunningWorker.portalOrigin), not the worker's own: see http/origin-check.ts. */
  portalOrigin: string;
  token: string;
}

/** One POST /api/loads/search as the portal's browser code sends it (session cookie, the portal's Origin). */
export async function searchOnce(
  target: Target,
  body: SearchBody,
  requestId: string,
): Promise<{ ms: number; rows: number }> {
  const started = performance.now();
  const response = await fetch(`${target.baseUrl}/api/loads/search`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      cookie: `truerate_session=${target.token}`,
      origin: target.portalOrigin,
      // Echoed in the app's request log line, where run.ts finds the worker's own duration.
      "x-request-id": requestId,
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`search answered ${response.status}: ${text.slice(0, 500)}`);
  return { ms, rows: (JSON.parse(text) as unknown[]).length };
}

export interface ClientRun {
  latencies: number[];
  seconds: number;
}

/** `requests` searches cycling through `bodies`, from `concurrency` clients at once. */
export async function runSearches(
  target: Target,
  options: { bodies: readonly SearchBody[]; requests: number; concurrency: number; requestIdPrefix: string },
): Promise<ClientRun> {
  const latencies: number[] = [];
  let next = 0;
  const client = async () => {
    for (let index = next++; index < options.requests; index = next++) {
      const body = options.bodies[index % options.bodies.length] as SearchBody;
      latencies.push(
        (await searchOnce(target, body, `${options.requestIdPrefix}-${String(index).padStart(6, "0")}`)).ms,
      );
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: options.concurrency }, client));
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

/** The local stack's floor: GET /api/health (routing, one trivial D1 query), one request at a time. */
export async function runFloor(baseUrl: string, requests: number): Promise<number[]> {
  const latencies: number[] = [];
  for (let index = 0; index < requests; index++) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/health`, {
      headers: { "x-request-id": `bench-floor-${String(index).padStart(6, "0")}` },
    });
    await response.text();
    latencies.push(performance.now() - started);
  }
  return latencies;
}
