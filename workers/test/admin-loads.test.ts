// The Admin Dashboard's Load Management calls (docs/product.md#load-board-calls): every carrier's loads, and the True
// Rate an administrator verifies, which every search shows from then on.
import { env } from "cloudflare:workers";
import { TRUE_RATE_MESSAGE } from "@truerate/domain/validation/true-rate";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "./support/accounts";
import { call } from "./support/call";
import { expectStatus, insertLoads, type Problem, placeOf, type TestUser } from "./support/loads";

const TULSA = { city: "Tulsa", state: "OK", lat: 36.15398, lng: -95.99277 };
const WICHITA = { city: "Wichita", state: "KS", lat: 37.69224, lng: -97.33754 };
const T0 = Date.UTC(2026, 8, 14, 15);

type AdminLoad = {
  id: string;
  date: string;
  trueRate: number | null;
  verified: boolean;
  verifiedAt: string | null;
  carrierCompanyName: string | null;
  carrierMcNumber: string | null;
  documentsUploaded: unknown[];
};

let admin: TestUser;
let carrier: TestUser;
let older: string;
let newer: string;

beforeAll(async () => {
  admin = await signedInUser("admin");
  carrier = await signedInUser("carrier", { companyName: "Tulsa Haulers LLC", mcNumber: "MC515151" });
  [older, newer] = (await insertLoads([
    { userId: carrier.id, trailerType: "reefer", pickup: TULSA, delivery: WICHITA, uploadedAt: T0 },
    { userId: carrier.id, trailerType: "reefer", pickup: TULSA, delivery: WICHITA, uploadedAt: T0 + 86_400_000 },
  ])) as [string, string];
});

// Raw: the 400 table sends a rate as text ("abc").
const verify = (id: string, trueRate: unknown, user: TestUser | null = admin) =>
  call("verifyLoadTrueRate", { params: { id }, raw: { json: { trueRate } }, as: user });

const auditRows = (loadId: string) =>
  env.DB.prepare("SELECT action, actor_user_id AS actor FROM audit_log WHERE entity_type = 'load' AND entity_id = ?1")
    .bind(loadId)
    .all()
    .then(({ results }) => results);

type Page = { loads: AdminLoad[]; total: number; page: number; pageSize: number };

describe("GET /api/admin/loads", () => {
  it("lists every carrier's loads newest first, with the carrier, for an administrator", async () => {
    const { loads } = await expectStatus<Page>(await call("listAdminLoads", { as: admin }), 200);
    const ours = loads.filter((load) => load.id === older || load.id === newer);
    expect(ours.map((load) => load.id)).toEqual([newer, older]);
    expect(ours[0]).toMatchObject({
      carrierCompanyName: "Tulsa Haulers LLC",
      carrierMcNumber: "MC515151",
      trueRate: null,
      verified: false,
      documentsUploaded: [],
    });
  });

  it("pages every load by number, with the total, none repeated or skipped", async () => {
    const first = await expectStatus<Page>(await call("listAdminLoads", { query: { pageSize: "1" }, as: admin }), 200);
    expect(first).toMatchObject({ page: 1, pageSize: 1 });
    expect(first.total).toBeGreaterThanOrEqual(2);
    const ids: string[] = [];
    for (let page = 1; page <= first.total; page += 1) {
      const answer = await expectStatus<Page>(
        await call("listAdminLoads", { query: { pageSize: "1", page }, as: admin }),
        200,
      );
      expect(answer.total).toBe(first.total);
      ids.push(...answer.loads.map((load) => load.id));
    }
    expect(new Set(ids).size).toBe(first.total);
    const beyond = await expectStatus<Page>(
      await call("listAdminLoads", { query: { pageSize: "1", page: first.total + 1 }, as: admin }),
      200,
    );
    expect(beyond.loads).toEqual([]);
    await expectStatus(await call("listAdminLoads", { query: { page: "0" }, as: admin }), 400);
    await expectStatus(await call("listAdminLoads", { query: { pageSize: "101" }, as: admin }), 400);
  });

  it("keeps the loads hauled on one date", async () => {
    const date = new Date(T0).toISOString().slice(0, 10);
    const { loads } = await expectStatus<Page>(await call("listAdminLoads", { query: { date }, as: admin }), 200);
    expect(loads.map((load) => load.id)).toContain(older);
    expect(loads.map((load) => load.id)).not.toContain(newer);
    expect(loads.every((load) => load.date === date)).toBe(true);
    await expectStatus(await call("listAdminLoads", { query: { date: "yesterday" }, as: admin }), 400);
  });

  it("is for administrators only", async () => {
    const problem = await expectStatus<Problem>(await call("listAdminLoads", { as: carrier }), 403);
    expect(problem.message).toBe("This page is only accessible to administrators");
    await expectStatus(await call("listAdminLoads"), 401);
  });
});

describe("PUT /api/admin/loads/{id}/verify", () => {
  it("refuses a rate that is not above zero with docs/product.md's message, and writes nothing", async () => {
    for (const trueRate of [0, -10, "abc", null]) {
      const problem = await expectStatus<Problem>(await verify(older, trueRate), 400);
      expect(problem.message).toBe(TRUE_RATE_MESSAGE);
    }
    expect(await auditRows(older)).toEqual([]);
  });

  it("answers 404 for an unknown load, and 403 to anyone but an administrator", async () => {
    const missing = crypto.randomUUID();
    const problem = await expectStatus<Problem>(await verify(missing, 2400), 404);
    expect(problem.message).toBe("Load not found");
    expect(await auditRows(missing)).toEqual([]);
    await expectStatus(await verify(older, 2400, carrier), 403);
    await expectStatus(await verify(older, 2400, null), 401);
  });

  it("sets the True Rate, marks the load verified, audits it, and every search shows it", async () => {
    const verified = await expectStatus<AdminLoad>(await verify(newer, 2412.5), 200);
    expect(verified).toMatchObject({ id: newer, trueRate: 2412.5, verified: true });
    expect(verified.verifiedAt).not.toBeNull();
    expect(await auditRows(newer)).toEqual([{ action: "load.true_rate_verified", actor: admin.id }]);

    const searcher = await signedInUser("carrier");
    const rows = await expectStatus<{ id: string; trueRate: number | null }[]>(
      await call("searchLoads", {
        as: searcher,
        body: {
          origin: placeOf(TULSA),
          destination: placeOf(WICHITA),
          originRadius: 10,
          destinationRadius: 10,
          availableTypes: ["reefer"],
        },
      }),
      200,
    );
    expect(rows.find((row) => row.id === newer)?.trueRate).toBe(2412.5);
    expect(rows.find((row) => row.id === older)?.trueRate).toBeNull();
  });

  it("shows the load's page the same true rate as its search row, and its margin on it while there is no record", async () => {
    await expectStatus(await verify(newer, 2412.5), 200);
    type Shown = { id: string; rate: number; trueRate: number | null; trueRateVerification: unknown };
    const rows = await expectStatus<Shown[]>(
      await call("searchLoads", {
        as: carrier,
        body: {
          origin: placeOf(TULSA),
          destination: placeOf(WICHITA),
          originRadius: 10,
          destinationRadius: 10,
          availableTypes: ["reefer"],
        },
      }),
      200,
    );
    const row = rows.find((found) => found.id === newer);
    const page = await expectStatus<{ load: Shown; record: unknown; margin: Record<string, unknown> | null }>(
      await call("getLoadRecord", { params: { id: newer }, as: carrier }),
      200,
    );
    expect(row, JSON.stringify(rows)).toBeDefined();
    expect({ trueRate: page.load.trueRate, trueRateVerification: page.load.trueRateVerification }).toEqual({
      trueRate: row?.trueRate,
      trueRateVerification: row?.trueRateVerification,
    });
    expect(page.load.trueRateVerification).toEqual({ source: "administrator", recordVersion: null });
    expect(page.record).toBeNull();
    expect(page.margin, JSON.stringify(page)).toMatchObject({
      basis: "verified",
      trueRate: 2412.5,
      carrierRate: page.load.rate,
      amount: Math.round((2412.5 - page.load.rate) * 100) / 100,
    });
  });
});
