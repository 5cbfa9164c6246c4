// A small FMCSA census and authority history with one broker per identity case, imported through the
// real importers, and Acme Freight registered on TrueRate with its domain (what a look-alike imitates):
// the registry the identity tests (services, the carrier route, the partner fields) read.
import { env } from "cloudflare:workers";
import { D1AuthorityHistorySink } from "../../../scripts/lib/fmcsa/d1-authority-history-sink";
import { D1RegistrySink } from "../../../scripts/lib/fmcsa/d1-registry-sink";
import { importAuthorityHistory } from "../../../scripts/lib/fmcsa/import-authority-history";
import { importCensus } from "../../../scripts/lib/fmcsa/import-census";

export const DAY = 86_400_000;
export const NOW = Date.UTC(2026, 10, 25, 15);
const AS_OF = new Date("2026-11-20T00:00:00Z");
export const CENSUS_FILE = "census-2026-11-20.csv";

const CENSUS = [
  "dot_number,legal_name,docket1prefix,docket1,docket1_status_code,carship,email_address,add_date",
  "5550001,Acme Freight LLC,MC,5550001,A,B,ops@acmefreight.test,20100104",
  "5550002,Newco Brokers LLC,MC,5550002,A,B,dispatch@newco.test,20261102",
  "5550003,Gone Brokers Inc,MC,5550003,I,B,ops@gonebrokers.test,20120506",
  "5550004,Haul Co LLC,MC,5550004,A,C,dispatch@haulco.test,20130607",
  "5550005,Midage Brokerage LLC,MC,5550005,A,B,loads@midage.test,20260801",
  "",
].join("\n");
const HISTORY = [
  "docket_number,dot_number,sub_number,mod_col_1,original_action_desc,orig_served_date,disp_action_desc,disp_decided_date,disp_served_date",
  "MC5550001,5550001,0,BROKER,GRANTED,02/01/2010,,,",
  "MC5550002,5550002,0,BROKER,GRANTED,11/04/2026,,,",
  "MC5550003,5550003,0,BROKER,GRANTED,06/01/2012,REVOKED,10/01/2026,10/15/2026",
  "MC5550005,5550005,0,BROKER,GRANTED,08/27/2026,,,",
  "",
].join("\n");

/** Imports the census and the history once per test file (its storage is its own). */
export async function importIdentityRegistry() {
  await importCensus({ chunks: [CENSUS], asOf: AS_OF, sourceFile: CENSUS_FILE, sink: new D1RegistrySink(env.DB) });
  await importAuthorityHistory({
    chunks: [HISTORY],
    asOf: AS_OF,
    sourceFile: "AuthHist-2026-11-20.csv",
    sink: new D1AuthorityHistorySink(env.DB),
  });
  // Acme Freight is registered on TrueRate with its domain: the one a look-alike imitates.
  await env.DB.prepare("INSERT INTO brokerages (id, name, mc_number, email_domain) VALUES (?1, ?2, ?3, ?4)")
    .bind(crypto.randomUUID(), "Acme Freight", "MC5550001", "acmefreight.test")
    .run();
}

/** A read rate confirmation of the load, printing these fields (each on page 1). */
export async function readRateConfirmation(loadId: string, by: { id: string }, printed: Record<string, string>) {
  const documentId = crypto.randomUUID();
  const field = (value: string) => ({ value, confidence: 0.9, quote: value, page: 1 });
  const fields = Object.fromEntries(Object.entries(printed).map(([name, value]) => [name, field(value)]));
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO documents (id, user_id, load_id, file_name, original_file_name, document_type, file_size, mime_type, file_path)
       VALUES (?1, ?2, ?3, 'rc.pdf', 'rc.pdf', 'rate_confirmation', 100, 'application/pdf', ?4)`,
    ).bind(documentId, by.id, loadId, `documents/${documentId}`),
    env.DB.prepare(
      "INSERT INTO document_readings (document_id, status, fields, requested_at, read_at) VALUES (?1, 'read', ?2, ?3, ?3)",
    ).bind(documentId, JSON.stringify(fields), NOW - DAY),
  ]);
  return documentId;
}
