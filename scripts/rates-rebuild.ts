// `npm run rates:rebuild`: computes again, from the loads, every kept lane answer that no longer
// holds (a new day, or its pair changed), then checks every answer that holds against the rules on
// the reports, and every lane's recorded resolution against resolving it now, and fails when one
// differs. The proof that what lookups read is what the rules give; safe to run at any time (it
// writes only answers the rules computed).
import { pathToFileURL } from "node:url";
import { createServiceContext } from "../workers/src/core/service-context";
import { verifyAsks } from "../workers/src/services/lane-answers/asked-lanes";
import { refreshLaneAnswers, verifyLaneAnswers } from "../workers/src/services/lane-answers/refresh-answers";
import { withLocalDatabase } from "./lib/local-platform";

const BATCH = 500;

export async function rebuildLaneAnswers(env: Parameters<typeof createServiceContext>[0]["env"]) {
  const ctx = createServiceContext({ env, actor: null, requestId: "rates-rebuild" });
  let refreshed = 0;
  for (;;) {
    const pass = await refreshLaneAnswers(ctx, { limit: BATCH });
    refreshed += pass.refreshed;
    if (pass.refreshed < BATCH) break;
  }
  return { refreshed, ...(await verifyLaneAnswers(ctx)), asks: await verifyAsks(ctx) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  const result = await withLocalDatabase((_db, env) => rebuildLaneAnswers(env));
  const ms = Math.round(performance.now() - started);
  console.log(
    `Lane answers: ${result.refreshed} computed again, ${result.checked} checked against the reports, ` +
      `${result.differing.length} differing; ${result.asks.checked} lanes as asked resolved again, ` +
      `${result.asks.differing.length} differing (${ms} ms)`,
  );
  for (const key of [...result.differing, ...result.asks.differing]) console.error(`  differs: ${key}`);
  if (result.differing.length + result.asks.differing.length > 0) process.exitCode = 1;
}
