// The bench brokers' FMCSA registry, imported through the real importers, so that every search row's
// identity summary reads what production reads (the census row, the authority history, the registered
// brokerages a look-alike imitates) rather than an empty registry that answers "not found" at no cost.
import { D1AuthorityHistorySink } from "../../scripts/lib/fmcsa/d1-authority-history-sink";
import { D1RegistrySink } from "../../scripts/lib/fmcsa/d1-registry-sink";
import { importAuthorityHistory } from "../../scripts/lib/fmcsa/import-authority-history";
import { importCensus } from "../../scripts/lib/fmcsa/import-census";
import { BENCH_BROKERS } from "./dataset";

const DAY_MS = 86_400_000;
/**
 * Fixed dates, not the run's clock: the importers key each grant by its date, so dates that moved
 * with every run would add a grant per run. The young broker is three weeks old as of this file.
 */
const AS_OF = Date.UTC(2026, 10, 20);

/** Of the 40 brokers: one revoked, one three weeks old, one missing from the registry, a quarter registered on TrueRate. */
const REVOKED = 37;
const YOUNG = 38;
const MISSING = 39;
const REGISTERED_EVERY = 4;

const digits = (mcNumber: string) => mcNumber.slice(2);
const censusDate = (at: number) => new Date(at).toISOString().slice(0, 10).replaceAll("-", "");
const historyDate = (at: number) => {
  const [year, month, day] = new Date(at).toISOString().slice(0, 10).split("-");
  return `${month}/${day}/${year}`;
};

/** Upserts the registry rows (the importers key them) and the registered brokerages; safe to run on every start. */
export async function seedBenchRegistry(db: D1Database): Promise<void> {
  const asOf = new Date(AS_OF);
  const brokers = BENCH_BROKERS.filter((_, index) => index !== MISSING);
  const granted = (index: number) => AS_OF - (index === YOUNG ? 21 : 2_000 + index * 30) * DAY_MS;
  const census = [
    "dot_number,legal_name,docket1prefix,docket1,docket1_status_code,carship,email_address,add_date",
    ...brokers.map((broker, index) =>
      [
        digits(broker.mcNumber),
        broker.name,
        "MC",
        digits(broker.mcNumber),
        index === REVOKED ? "I" : "A",
        "B",
        broker.email,
        censusDate(granted(index)),
      ].join(","),
    ),
    "",
  ].join("\n");
  const history = [
    "docket_number,dot_number,sub_number,mod_col_1,original_action_desc,orig_served_date,disp_action_desc,disp_decided_date,disp_served_date",
    ...brokers.map((broker, index) => {
      const revoked =
        index === REVOKED
          ? ["REVOKED", historyDate(AS_OF - 40 * DAY_MS), historyDate(AS_OF - 30 * DAY_MS)]
          : ["", "", ""];
      return [
        broker.mcNumber,
        digits(broker.mcNumber),
        "0",
        "BROKER",
        "GRANTED",
        historyDate(granted(index)),
        ...revoked,
      ].join(",");
    }),
    "",
  ].join("\n");
  await importCensus({ chunks: [census], asOf, sourceFile: "bench-census.csv", sink: new D1RegistrySink(db) });
  await importAuthorityHistory({
    chunks: [history],
    asOf,
    sourceFile: "bench-authhist.csv",
    sink: new D1AuthorityHistorySink(db),
  });
  const registered = brokers.filter((_, index) => index % REGISTERED_EVERY === 0);
  await db.batch(
    registered.map((broker) =>
      db
        .prepare(
          "INSERT INTO brokerages (id, name, mc_number, email_domain) VALUES (?1, ?2, ?3, ?4) ON CONFLICT (mc_number) DO NOTHING",
        )
        .bind(`bench-brokerage-${broker.mcNumber}`, broker.name, broker.mcNumber, broker.email.split("@")[1]),
    ),
  );
}
