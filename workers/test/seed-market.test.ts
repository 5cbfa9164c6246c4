import { env } from "cloudflare:workers";
import { todayInNewYork } from "@truerate/domain/validation/input";
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../scripts/lib/demo-accounts.mjs";
import { seedDemoUsers } from "../../scripts/seed/demo-users";
import { IDENTITY_CASES } from "../../scripts/seed/identity-cases";
import { HISTORY_LOADS, seedMarket } from "../../scripts/seed/market";
import { DEMO_WAIVER_CLAUSE } from "../../scripts/seed/market-documents";
import { loadDocumentKeyring } from "../../workers/src/services/crypto/keyring";
import { createDocumentStore } from "../../workers/src/services/documents/store";
import { brokerDaysToPay } from "../src/services/broker-profiles/days-to-pay";
import { historyLanes } from "../src/services/lane-answers/history-lanes";
import { lookupLanes } from "../src/services/lane-answers/lookup-lanes";
import { signIn } from "./support/accounts";
import { browser, call } from "./support/call";
import { testContext } from "./support/context";

const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())?.n ?? 0;

// Each test seeds 3,000 loads and hundreds of encrypted bodies: about 6 s alone, and 34 s in a CI run
// beside the browser tests (which then failed at 30 s).
describe("the demo market seed", { timeout: 120_000 }, () => {
  it("fills real lanes once, with verified true rates and the demo carrier's two deadline loads", async () => {
    const now = Date.now();
    await seedDemoUsers(env.DB, now);
    const store = createDocumentStore(env.DOCUMENTS, await loadDocumentKeyring(env));
    const total = 3002 + HISTORY_LOADS;
    expect(await seedMarket(env.DB, store, now)).toMatch(
      new RegExp(
        `^demo market: ${total} loads on 22 lanes \\(${HISTORY_LOADS} of them 3 to 13 months back\\), \\d+ documents shared with carriers, payment dates on \\d+ loads, 2 broker disputes, 4 broker identity cases$`,
      ),
    );
    expect(await seedMarket(env.DB, store, now)).toBe("demo market: already seeded (3002 loads)");

    // The market, and the demo carrier's broker identity cases (scripts/seed/identity-cases.ts).
    expect(await count("SELECT count(*) AS n FROM loads")).toBe(total + IDENTITY_CASES.length);
    expect(
      await count("SELECT count(*) AS n FROM loads WHERE pickup_city = 'Dallas' AND delivery_city = 'Chicago'"),
    ).toBeGreaterThan(100);
    expect(await count("SELECT count(*) AS n FROM loads WHERE verified = 1 AND true_rate_cents > 0")).toBeGreaterThan(
      1000,
    );
    expect(await count("SELECT count(DISTINCT user_id) AS n FROM loads")).toBe(5);
    // The seed gives each load the company keys the database's attribution trigger would have.
    expect(
      await count(
        `SELECT count(*) AS n FROM loads l JOIN users u ON u.id = l.user_id WHERE l.source_key <> 'carrier:' || l.user_id
           OR l.carrier_key <> iif(coalesce(u.dot_number, '') <> '', 'dot:' || u.dot_number, 'account:' || l.user_id)
           OR l.broker_key <> CASE WHEN l.brokerage_id IS NOT NULL THEN 'brokerage:' || l.brokerage_id
             WHEN coalesce(l.broker_mc_number, '') <> '' THEN 'mc:' || l.broker_mc_number
             ELSE 'domain:' || lower(substr(l.broker_email, instr(l.broker_email, '@') + 1)) END`,
      ),
    ).toBe(0);
    // The market's 8 brokers, and the revoked and young brokers of the identity cases.
    expect(await count("SELECT count(DISTINCT broker_name) AS n FROM loads")).toBe(10);
    // The recent market within 90 days; its history reaches 13 months back, with no documents.
    expect(
      await count(`SELECT count(*) AS n FROM loads WHERE load_number LIKE 'MKT-%' AND date < date('now', '-91 days')`),
    ).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM loads WHERE date < date('now', '-401 days')`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM loads WHERE date < date('now', '-365 days')`)).toBeGreaterThan(100);
    expect(
      await count(
        "SELECT count(*) AS n FROM documents d JOIN loads l ON l.id = d.load_id WHERE l.load_number LIKE 'MKH-%'",
      ),
    ).toBe(0);

    const demo = await env.DB.prepare(
      `SELECT l.compliance_status AS status, l.deadline_at AS deadlineAt FROM loads l JOIN users u ON u.id = l.user_id
       WHERE u.email = 'carrier@truerate.test' AND l.load_number > 'MKT-003000' ORDER BY l.deadline_at`,
    ).all<{ status: string; deadlineAt: number }>();
    expect(demo.results.map((load) => [load.status, Math.round((load.deadlineAt - now) / 3_600_000)])).toEqual([
      ["overdue", -12],
      ["pending", 8],
    ]);
    expect(await count("SELECT count(*) AS n FROM compliance_events")).toBeGreaterThan(1000);

    // Days to pay: several brokers publish a figure, the one with a handful of reports does not.
    const today = todayInNewYork(new Date(now));
    const ctx = testContext();
    const brokers = await env.DB.prepare(
      "SELECT broker_email AS email, broker_key AS key FROM loads WHERE invoiced_on IS NOT NULL GROUP BY broker_key ORDER BY broker_email",
    ).all<{ email: string; key: string }>();
    const figures = new Map<string, Awaited<ReturnType<typeof brokerDaysToPay>>>();
    for (const broker of brokers.results)
      figures.set(broker.email, await brokerDaysToPay(ctx, { brokerKey: broker.key, today }));
    expect(figures.get("ops@cascadefreight.test"), JSON.stringify([...figures])).toMatchObject({ published: false });
    const published = [...figures.values()].filter((figure) => figure.published);
    expect(published.length, JSON.stringify([...figures])).toBeGreaterThanOrEqual(2);
    expect(figures.get("dispatch@otherlane.test")).toMatchObject({ published: true, medianIsLowerBound: true });

    // Partners and carriers see true rates under `npm start`: the busy lanes pass the publication rule.
    const lanes = await lookupLanes(testContext({ now }), {
      lanes: [
        ["Dallas", "TX", "Chicago", "IL"],
        ["Dallas", "TX", "Atlanta", "GA"],
        ["Phoenix", "AZ", "Los Angeles", "CA"],
      ].map(([originCity, originState, destinationCity, destinationState]) => ({
        origin: { city: originCity, state: originState },
        destination: { city: destinationCity, state: destinationState },
        equipment: "dry_van" as const,
        timeframeDays: 30 as const,
      })),
    });
    expect(lanes.map((lane) => lane.status)).toEqual(["published", "published", "published"]);

    // The busiest lane's 13 months: most weeks published at its two cities, with the season in them
    // (summer's carrier rate well above winter's).
    const [history] = await historyLanes(testContext({ now }), {
      lanes: [
        {
          origin: { city: "Dallas", state: "TX" },
          destination: { city: "Chicago", state: "IL" },
          equipment: "dry_van",
        },
      ],
    });
    expect(history?.area).toBe("city");
    expect(history?.publishedWeeks).toBeGreaterThan(45);
    const medians = (history?.weeks ?? []).flatMap((week) =>
      week.status === "published" ? [week.carrierRate.median] : [],
    );
    expect(Math.max(...medians) - Math.min(...medians)).toBeGreaterThan(0.25);
  });

  it("shares documents for a quarter of the settled loads, stored as a share stores them, with carrier responses", async () => {
    const now = Date.now();
    const store = createDocumentStore(env.DOCUMENTS, await loadDocumentKeyring(env));
    // Seeding is idempotent: this adds the market only when the test above has not (storage per file).
    await seedDemoUsers(env.DB, now);
    await seedMarket(env.DB, store, now);
    // The market's shares (the identity cases' double-brokered confirmation is seed-identity-cases.test.ts's).
    const shared = await env.DB.prepare(
      `SELECT d.id, d.file_path AS filePath, d.mime_type AS mimeType, d.is_encrypted AS isEncrypted,
         d.encryption_key_id AS encryptionKeyId, d.wrapped_key AS wrappedKey, d.content_sha256 AS contentSha256,
         d.document_type AS type, d.tags, d.shared_at AS sharedAt, d.carrier_viewed_at AS viewedAt,
         d.compliance_deadline AS deadline, d.verification_status AS verification, l.compliance_status AS status,
         l.load_number AS loadNumber, d.brokerage_id = l.brokerage_id AS sameBrokerage
       FROM documents d JOIN loads l ON l.id = d.load_id WHERE d.is_shared = 1 AND d.load_number LIKE 'MKT-%'
       ORDER BY d.id`,
    ).all<{
      id: string;
      filePath: string;
      mimeType: string;
      isEncrypted: number;
      encryptionKeyId: string;
      wrappedKey: string;
      contentSha256: string;
      type: string;
      tags: string | null;
      sharedAt: number;
      viewedAt: number | null;
      deadline: number;
      verification: string;
      status: string;
      loadNumber: string;
      sameBrokerage: number;
    }>();
    const documents = shared.results;
    expect(documents.length).toBeGreaterThan(300);
    expect(new Set(documents.map((row) => `${row.type}:${row.tags}`))).toEqual(
      new Set(["rate_confirmation:null", "other:invoice"]),
    );
    expect(documents.every((row) => row.sameBrokerage === 1 && row.verification === "verified")).toBe(true);
    // A met deadline's documents came in time; a missed one's came late.
    expect(documents.every((row) => (row.status === "compliant") === row.sharedAt <= row.deadline)).toBe(true);
    const viewed = documents.filter((row) => row.viewedAt !== null);
    expect(viewed.length / documents.length).toBeGreaterThan(0.7);
    expect(viewed.every((row) => (row.viewedAt ?? 0) > row.sharedAt && (row.viewedAt ?? 0) < now)).toBe(true);

    // The bodies are in R2, encrypted, and open with the app's store like any share.
    const sample = documents[0];
    if (!sample) throw new Error("no document");
    const raw = await env.DOCUMENTS.get(sample.filePath);
    expect(new TextDecoder().decode(await raw?.arrayBuffer())).not.toContain(sample.loadNumber);
    const opened = await store.getDecrypted({ ...sample, isEncrypted: sample.isEncrypted === 1 });
    expect(new TextDecoder().decode(opened.body)).toContain(`Load #: ${sample.loadNumber}`);

    // Every document read by the reader's own code, as a share is.
    const readings = await env.DB.prepare(
      `SELECT r.status, count(*) AS n FROM documents d JOIN document_readings r ON r.document_id = d.id
       WHERE d.is_shared = 1 AND d.load_number LIKE 'MKT-%' GROUP BY r.status`,
    ).all();
    expect(readings.results).toEqual([{ status: "read", n: documents.length }]);

    // One waiver clause, on the demo carrier's latest rate confirmation from a registered brokerage.
    const clauses = await env.DB.prepare(
      `SELECT w.sentence, w.pattern_id AS patternId, w.broker_key = 'brokerage:' || l.brokerage_id AS ofTheBroker,
         d.document_type AS type, u.email
       FROM waiver_clauses w JOIN documents d ON d.id = w.document_id JOIN loads l ON l.id = w.load_id
       JOIN users u ON u.id = d.shared_with_user_id`,
    ).all();
    expect(clauses.results).toEqual([
      {
        sentence: DEMO_WAIVER_CLAUSE,
        patternId: "carrier-waives-right",
        ofTheBroker: 1,
        type: "rate_confirmation",
        email: "carrier@truerate.test",
      },
    ]);

    // The demo broker's Analytics: a carrier response time in every one of the last 12 weeks but the current one.
    const broker = browser();
    await signIn(broker, { email: "broker@demofreight.test", password: DEMO_ACCOUNTS.password });
    const analytics = await call("getBrokerAnalytics", { query: { weeks: "12" }, as: broker });
    expect(analytics.status, analytics.describe).toBe(200);
    const weeks = (analytics.body as { weeks: { documentsShared: number; medianResponseHours: number | null }[] })
      .weeks;
    const answeredWeeks = weeks.slice(0, -1).filter((week) => week.medianResponseHours !== null);
    expect(answeredWeeks.length, analytics.describe).toBe(11);
    expect(weeks.reduce((sum, week) => sum + week.documentsShared, 0)).toBeGreaterThan(150);

    // Broker profiles: the demo carrier reaches several brokers' scores, charts and days to pay; Demo
    // Freight shows its reply, an upheld dispute in its history, and the waiver clause.
    const carrier = browser();
    await signIn(carrier, { email: "carrier@truerate.test", password: DEMO_ACCOUNTS.password });
    const keys = await env.DB.prepare("SELECT DISTINCT broker_key AS key FROM loads ORDER BY 1").all<{ key: string }>();
    const profiles = [];
    for (const { key } of keys.results) {
      const answer = await call("getBrokerProfile", { params: { key }, as: carrier });
      expect(answer.status, answer.describe).toBe(200);
      profiles.push(answer.body);
    }
    expect(profiles.filter((profile) => profile.score.value !== null).length).toBeGreaterThanOrEqual(4);
    expect(profiles.filter((profile) => profile.daysToPay.published).length).toBeGreaterThanOrEqual(2);
    expect(profiles.every((profile) => profile.months.length === 12)).toBe(true);
    const demo = profiles.find((profile) => profile.name === "Demo Freight Brokerage LLC");
    expect(demo.reply.body).toMatch(/compliance desk/);
    expect(demo.figures.missedRemovedByDispute).toBe(1);
    expect(demo.clauses.documents).toEqual({ waiver: 1, setoff: 0, forfeiture: 0, fine: 0 });
    expect(demo.history.map((entry: { explanation: string }) => entry.explanation).join(" ")).toMatch(
      /1 dispute upheld/,
    );
    expect(demo.figures.medianHoursToAnswer).toBeLessThan(48);
  });
});
