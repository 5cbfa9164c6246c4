import { SeededRandom } from "@truerate/domain/seeded-random";
import type { SampleOptions, SampleRow } from "./fmcsa-sample-census";
import { sampleEntities } from "./fmcsa-sample-census";
import { AUTHORITY_HISTORY_SAMPLE_COLUMNS, type AuthorityHistoryRow, DEMO_AUTHORITY_CASES } from "./fmcsa-sample-demo";

/** What `npm run fmcsa:sample` writes beside the census sample: the committed authority history sample. */
export const AUTHORITY_HISTORY_SAMPLE_PATH = "data/fmcsa/authhist-sample-2026-11-01.csv";
/** The samples' as-of date: no authority in them was granted or ended later. */
const SAMPLE_AS_OF = Date.UTC(2026, 10, 1);
const DAY_MS = 86_400_000;
/** A share of the active brokers lost their authority once and had it reinstated. */
const REINSTATED_SHARE = 0.03;
/** A share of the entities that are both also hold contract authority. */
const CONTRACT_SHARE = 0.1;

/**
 * The header, then the authority history of the sample's brokers (broker authority) and of the
 * entities that are both broker and carrier (common, sometimes contract, authority too), derived
 * from their census rows: granted soon after the census add date, revoked when the census reads the
 * docket inactive. The demo's identity cases carry their history as written. Carriers alone have no
 * rows: the identity checks read broker authority only, and a history is never read as complete.
 */
export function* sampleAuthorityHistoryRows(options: SampleOptions): Generator<string[]> {
  const random = new SeededRandom(options.seed + 2);
  const written = new Map(DEMO_AUTHORITY_CASES.map((demo) => [demo.row.docket1, demo.history]));
  // A bad row of the census that reuses an earlier MC number gets no second history.
  const seen = new Set<string>();
  yield [...AUTHORITY_HISTORY_SAMPLE_COLUMNS];
  for (const entity of sampleEntities(options)) {
    const docket = entity.docket1 ?? "";
    if (entity.docket1prefix !== "MC" || !/^\d{1,8}$/.test(docket) || seen.has(docket)) continue;
    seen.add(docket);
    if (!(entity.carship ?? "").includes("B")) continue;
    const history = written.get(entity.docket1) ?? derivedHistory(random, entity);
    for (const row of history)
      yield AUTHORITY_HISTORY_SAMPLE_COLUMNS.map(
        (column) =>
          ({ docket_number: `MC${entity.docket1}`, dot_number: entity.dot_number, sub_number: "0", ...row })[column] ??
          "",
      );
  }
}

function derivedHistory(random: SeededRandom, entity: SampleRow): AuthorityHistoryRow[] {
  const added = censusDay(entity.add_date) ?? SAMPLE_AS_OF - 3650 * DAY_MS;
  const inactive = entity.docket1_status_code === "I";
  const rows = [authority(random, "BROKER", added, inactive)];
  if ((entity.carship ?? "").includes("C")) {
    rows.push(authority(random, "COMMON", added, inactive));
    if (random.chance(CONTRACT_SHARE)) rows.push(authority(random, "CONTRACT", added, inactive));
  }
  if (!inactive && random.chance(REINSTATED_SHARE)) {
    // Revoked once, reinstated since: the grant ends and a reinstatement stands.
    const [grant] = rows;
    const granted = parseUsDate(grant?.orig_served_date) ?? added;
    const revoked = between(random, granted + 90 * DAY_MS, SAMPLE_AS_OF - 120 * DAY_MS);
    if (grant && revoked !== null) {
      Object.assign(grant, ended(revoked));
      const reinstated = revoked + random.int(30, 100) * DAY_MS;
      rows.push({
        sub_number: "1",
        mod_col_1: "BROKER",
        original_action_desc: "REINSTATED",
        orig_served_date: usDate(reinstated),
      });
    }
  }
  return rows;
}

/** One authority granted a little after the record was added, revoked since when the docket is inactive. */
function authority(random: SeededRandom, type: string, added: number, inactive: boolean): AuthorityHistoryRow {
  const granted = Math.min(added + random.int(14, 120) * DAY_MS, SAMPLE_AS_OF - DAY_MS);
  const row: AuthorityHistoryRow = {
    mod_col_1: type,
    original_action_desc: "GRANTED",
    orig_served_date: usDate(granted),
  };
  if (!inactive) return row;
  const revoked = between(random, granted + 30 * DAY_MS, SAMPLE_AS_OF - 20 * DAY_MS) ?? granted;
  return { ...row, ...ended(revoked) };
}

const ended = (decided: number): AuthorityHistoryRow => ({
  disp_action_desc: "REVOKED",
  disp_decided_date: usDate(decided),
  disp_served_date: usDate(Math.min(decided + 14 * DAY_MS, SAMPLE_AS_OF - DAY_MS)),
});

/** A day between two instants, or null when there is no room between them. */
function between(random: SeededRandom, from: number, to: number): number | null {
  if (to <= from) return null;
  return random.int(Math.floor(from / DAY_MS), Math.floor(to / DAY_MS)) * DAY_MS;
}

/** MM/DD/YYYY, as the Licensing & Insurance files print a date. */
function usDate(instant: number): string {
  const [year, month, day] = new Date(instant).toISOString().slice(0, 10).split("-");
  return `${month}/${day}/${year}`;
}

const parseUsDate = (text: string | undefined) => {
  const [month, day, year] = (text ?? "").split("/").map(Number);
  return year && month && day ? Date.UTC(year, month - 1, day) : null;
};

const censusDay = (text: string | undefined) =>
  text && /^\d{8}$/.test(text)
    ? Date.UTC(Number(text.slice(0, 4)), Number(text.slice(4, 6)) - 1, Number(text.slice(6)))
    : null;
