import { D1AuthorityHistorySink } from "./fmcsa/d1-authority-history-sink";
import { importAuthorityHistoryFile } from "./fmcsa-census-file";
import { AUTHORITY_HISTORY_SAMPLE_PATH } from "./fmcsa-sample-authority";
import { DEMO_AUTHORITY_CASES } from "./fmcsa-sample-demo";

const DAY_MS = 86_400_000;
/** How old the demo's young broker authorities are on the day the seed runs. */
export const YOUNG_DEMO_AUTHORITY_DAYS = 21;

/** The demo cases granted broker authority within a month of the sample's date: the young ones. */
const YOUNG_DEMO_MCS = DEMO_AUTHORITY_CASES.filter((demo) => (demo.row.add_date ?? "") >= "20261001").map(
  (demo) => `MC${demo.row.docket1}`,
);

/**
 * The authority history sample into the local D1 (an upsert, so a second run changes nothing), then
 * the demo's young authorities re-dated to three weeks before today. The sample is a fixed file
 * dated 2026-11-01; without this the "three weeks old" broker would age with the calendar and the
 * demo would stop showing an authority that young.
 */
export async function seedAuthorityHistory(db: D1Database, now: number): Promise<string> {
  const imported = await importAuthorityHistoryFile({
    file: AUTHORITY_HISTORY_SAMPLE_PATH,
    sink: new D1AuthorityHistorySink(db),
  });
  const granted = now - YOUNG_DEMO_AUTHORITY_DAYS * DAY_MS;
  const young = JSON.stringify(YOUNG_DEMO_MCS);
  await db.batch([
    db
      .prepare(
        "UPDATE fmcsa_authority_history SET original_served_at = ?1 WHERE authority_type = 'broker' AND mc_number IN (SELECT value FROM json_each(?2))",
      )
      .bind(granted, young),
    db
      .prepare("UPDATE fmcsa_brokers SET added_at = ?1 WHERE mc_number IN (SELECT value FROM json_each(?2))")
      .bind(granted - 2 * DAY_MS, young),
  ]);
  return `FMCSA authority history sample: ${imported.summary.imported} rows in ${Math.round(imported.elapsedMs)} ms; ${YOUNG_DEMO_MCS.length} demo authorities ${YOUNG_DEMO_AUTHORITY_DAYS} days old`;
}
