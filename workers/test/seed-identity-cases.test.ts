// Issue 44's demo cases as the seed writes them (scripts/seed/identity-cases.ts), checked through the
// carrier's own operation: the sample's demo registry rows imported by the real importers, the demo
// accounts seeded, then each case load's verdict read as the demo carrier reads it.
import { env } from "cloudflare:workers";
import type { IdentityCheck, IdentityVerdict } from "@truerate/domain/brokers/identity/schema";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../scripts/lib/demo-accounts.mjs";
import { D1AuthorityHistorySink } from "../../scripts/lib/fmcsa/d1-authority-history-sink";
import { D1RegistrySink } from "../../scripts/lib/fmcsa/d1-registry-sink";
import { importAuthorityHistory } from "../../scripts/lib/fmcsa/import-authority-history";
import { importCensus } from "../../scripts/lib/fmcsa/import-census";
import { formatCsvLine, SAMPLE_COLUMNS } from "../../scripts/lib/fmcsa-sample-census";
import {
  AUTHORITY_HISTORY_SAMPLE_COLUMNS,
  DEMO_AUTHORITY_CASES,
  DEMO_DEFAULTS,
  DEMO_ENTITIES,
} from "../../scripts/lib/fmcsa-sample-demo";
import { seedDemoUsers } from "../../scripts/seed/demo-users";
import { IDENTITY_CASES, LOOKALIKE_EMAIL, OTHER_CARRIER, seedIdentityCases } from "../../scripts/seed/identity-cases";
import { loadDocumentKeyring } from "../src/services/crypto/keyring";
import { createDocumentStore } from "../src/services/documents/store";
import { signIn } from "./support/accounts";
import { type Browser, browser, call } from "./support/call";
import { TestClock } from "./support/clock";
import { PartnerClient } from "./support/partners";

// The sample's date: its young authorities (granted 2026-10-11) are three weeks old, as the seed re-dates them.
const AS_OF = new Date("2026-11-01T00:00:00Z");
const clock = new TestClock(Date.UTC(2026, 10, 1, 15));

async function importDemoRegistry() {
  const rows = [...DEMO_ENTITIES, ...DEMO_AUTHORITY_CASES.map((demo) => demo.row)].map((row) => ({
    ...DEMO_DEFAULTS,
    add_date: "20100104",
    ...row,
  }));
  const census = [SAMPLE_COLUMNS, ...rows.map((row) => SAMPLE_COLUMNS.map((column) => row[column] ?? ""))];
  const history = [
    AUTHORITY_HISTORY_SAMPLE_COLUMNS,
    ...DEMO_AUTHORITY_CASES.flatMap((demo) =>
      demo.history.map((row) =>
        AUTHORITY_HISTORY_SAMPLE_COLUMNS.map(
          (column) =>
            ({ docket_number: `MC${demo.row.docket1}`, dot_number: demo.row.dot_number, sub_number: "0", ...row })[
              column
            ] ?? "",
        ),
      ),
    ),
  ];
  const csv = (lines: readonly (readonly string[])[]) => `${lines.map(formatCsvLine).join("\n")}\n`;
  await importCensus({
    chunks: [csv(census)],
    asOf: AS_OF,
    sourceFile: "census-sample-2026-11-01.csv",
    sink: new D1RegistrySink(env.DB),
  });
  await importAuthorityHistory({
    chunks: [csv(history)],
    asOf: AS_OF,
    sourceFile: "authhist-sample-2026-11-01.csv",
    sink: new D1AuthorityHistorySink(env.DB),
  });
}

let ids: Map<string, string>;
let carrier: Browser;

beforeAll(async () => {
  await importDemoRegistry();
  await seedDemoUsers(env.DB);
  const store = createDocumentStore(env.DOCUMENTS, await loadDocumentKeyring(env));
  ids = await seedIdentityCases(env.DB, store, clock.now());
  carrier = browser();
  await signIn(carrier, { email: "carrier@truerate.test", password: DEMO_ACCOUNTS.password });
}, 60_000);

async function verdictOf(loadNumber: string): Promise<IdentityVerdict> {
  const answer = await call("getLoadIdentity", { params: { id: ids.get(loadNumber) ?? "" }, as: carrier, clock });
  expect(answer.status, answer.describe).toBe(200);
  return answer.body as IdentityVerdict;
}

const checkOf = (verdict: IdentityVerdict, kind: IdentityCheck["kind"]) =>
  verdict.checks.find((check) => check.kind === kind) as IdentityCheck;

describe("the seed's broker identity cases", () => {
  it("seeds each case once", async () => {
    expect([...ids.keys()].sort()).toEqual(IDENTITY_CASES.map((item) => item.loadNumber).sort());
    const store = createDocumentStore(env.DOCUMENTS, await loadDocumentKeyring(env));
    expect(await seedIdentityCases(env.DB, store, clock.now())).toEqual(ids);
  });

  it("fails each case on its own check, to the demo carrier, with the evidence", async () => {
    for (const item of IDENTITY_CASES) {
      const verdict = await verdictOf(item.loadNumber);
      expect(verdict.outcome, JSON.stringify(verdict)).toBe("fail");
      expect(checkOf(verdict, item.failing).outcome, JSON.stringify(verdict)).toBe("fail");
    }
    const revoked = checkOf(await verdictOf("IDC-REVOKED-1"), "authority");
    expect(revoked.sentence).toContain("revoked or inactive");
    expect(revoked.evidence.map((item) => item.source).join(" ")).toContain("census-sample-2026-11-01.csv");
    const young = checkOf(await verdictOf("IDC-YOUNG-1"), "authority_age");
    expect(young.evidence.map((item) => item.value)).toContain("2026-10-11");
    const lookalike = checkOf(await verdictOf("IDC-LOOKALIKE-1"), "contact");
    expect(lookalike.sentence).toContain("demofrieght.test");
    expect(lookalike.sentence).toContain("demofreight");
    expect(lookalike.evidence.map((item) => item.value)).toContain(LOOKALIKE_EMAIL);
  });

  it("reads the shared rate confirmation made out to another carrier as the double-brokering sign", async () => {
    const verdict = await verdictOf("IDC-DOUBLE-1");
    const document = checkOf(verdict, "document");
    expect(document.outcome, JSON.stringify(document)).toBe("fail");
    const values = document.evidence.map((item) => item.value);
    expect(values, JSON.stringify(document)).toContain(OTHER_CARRIER.mcNumber);
    expect(values, JSON.stringify(document)).toContain("MC654321");
    expect(document.evidence.map((item) => item.source)).toContain("the rate confirmation, page 1");
    // Only the document contradicts the load: its broker is the registered Other Lane, active and old.
    expect(checkOf(verdict, "authority").outcome).toBe("pass");
    expect(checkOf(verdict, "contact").outcome).toBe("pass");
  });
});

describe("the seed's broker identity cases through the partner API", () => {
  const demoPartner = () => new PartnerClient(DEMO_ACCOUNTS.partner, { clock }).authenticate();

  it("reads each case as the demo partner's pushed load, failing on its own check with the evidence", async () => {
    const partner = await demoPartner();
    for (const item of IDENTITY_CASES) {
      const answer = await call("getPartnerLoad", { params: { partnerLoadId: item.loadNumber }, as: partner, clock });
      expect(answer.status, answer.describe).toBe(200);
      const verdict = answer.body.identity as IdentityVerdict;
      expect(verdict.outcome, answer.describe).toBe("fail");
      const failing = checkOf(verdict, item.failing);
      expect(failing.outcome, answer.describe).toBe("fail");
      expect(failing.evidence.length, answer.describe).toBeGreaterThan(0);
    }
    const double = await call("getPartnerLoad", { params: { partnerLoadId: "IDC-DOUBLE-1" }, as: partner, clock });
    const values = checkOf(double.body.identity as IdentityVerdict, "document").evidence.map((item) => item.value);
    expect(values, double.describe).toContain(OTHER_CARRIER.mcNumber);
  });

  it("scores the revoked and the young broker by their MC with the failing standing", async () => {
    const revoked = IDENTITY_CASES.find((item) => item.failing === "authority");
    const young = IDENTITY_CASES.find((item) => item.failing === "authority_age");
    const answer = await call("lookupBrokerScores", {
      body: { brokers: [{ mcNumber: revoked?.broker.mc }, { mcNumber: young?.broker.mc }] },
      as: await demoPartner(),
      clock,
    });
    expect(answer.status, answer.describe).toBe(200);
    const [first, second] = answer.body.brokers;
    expect(checkOf(first.identity, "authority").outcome, answer.describe).toBe("fail");
    expect(checkOf(second.identity, "authority_age").outcome, answer.describe).toBe("fail");
  });
});
