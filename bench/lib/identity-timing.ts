// The broker identity's share of a partner push (services/partners/loads/push.ts → withIdentity: the
// bulk reads of services/broker-identity/check-brokers.ts and the pure rules), as the worker itself
// logs it (`push_identity_checked`): pushes of 100 new loads, each naming its own MC (the worst case:
// no MC shared, every registry and history row its own).
import type { PartnerClient, PartnerLoadInput } from "../../sdk/src/index";
import { summarize } from "./stats";

export const IDENTITY_BATCH = 100;

/** The `durationMs` of the worker's `push_identity_checked` lines for batches of `loads` loads. */
export function identityTimesLogged(logText: string, loads: number): number[] {
  return logText.split("\n").flatMap((line) => {
    const start = line.indexOf('{"level"');
    if (start < 0 || !line.includes('"event":"push_identity_checked"')) return [];
    const entry = JSON.parse(line.slice(start)) as { loads?: number; durationMs?: number };
    return entry.loads === loads && typeof entry.durationMs === "number" ? [entry.durationMs] : [];
  });
}

/** Pushes `runs` batches of 100 (after one to warm up) and summarizes the identity's time in each. */
export async function timePushIdentity(
  partner: PartnerClient,
  input: { loads: readonly PartnerLoadInput[]; runs: number; readLog: () => string },
) {
  const batchOf = (run: number) =>
    input.loads.slice(0, IDENTITY_BATCH).map((load, index) => ({
      ...load,
      partnerLoadId: `identity-${run}-${index}-${load.partnerLoadId}`,
      brokerMcNumber: `MC${900000 + index}`,
    }));
  const before = identityTimesLogged(input.readLog(), IDENTITY_BATCH).length;
  for (let run = 0; run <= input.runs; run++) await partner.pushLoads(batchOf(run));
  const times = identityTimesLogged(input.readLog(), IDENTITY_BATCH).slice(before + 1); // the first warms up
  return { loads: IDENTITY_BATCH, ...summarize(times) };
}
