// GET and POST /api/rates: the caller's posted rates, in dollars, cents in the database.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { api, createUser, expectStatus, type TestUser } from "./loads-fixtures";

let carrier: TestUser;
let other: TestUser;
beforeAll(async () => {
  carrier = await createUser("carrier");
  other = await createUser("carrier");
});

type Rate = { id: string; rate: number; validUntil: string | null; length: number | null };

describe("rates", () => {
  it("posts a rate and lists the caller's rates newest first", async () => {
    const first = await expectStatus<Rate>(
      await api("/api/rates", {
        method: "POST",
        user: carrier,
        body: {
          origin: "Dallas, TX",
          destination: "Atlanta, GA",
          truckType: "reefer",
          rate: 2400.99,
          loadType: "full",
          length: 53,
          validUntil: "2026-12-31",
        },
      }),
      201,
    );
    expect(first).toMatchObject({
      rate: 2400.99,
      length: 53,
      validUntil: "2026-12-31T00:00:00.000Z",
      truckType: "reefer",
      loadType: "full",
    });
    expect(await env.DB.prepare("SELECT rate_cents FROM rates WHERE id = ?").bind(first.id).first()).toEqual({
      rate_cents: 240099,
    });

    const second = await expectStatus<Rate>(
      await api("/api/rates", {
        method: "POST",
        user: carrier,
        body: {
          origin: "Chicago, IL",
          destination: "Denver, CO",
          truckType: "flatbed",
          rate: 1800,
          loadType: "partial",
        },
      }),
      201,
    );
    expect(second).toMatchObject({ validUntil: null, length: null, weight: null });
    await api("/api/rates", {
      method: "POST",
      user: other,
      body: { origin: "A, TX", destination: "B, TX", truckType: "dry_van", rate: 1, loadType: "both" },
    });

    const listed = await expectStatus<Rate[]>(await api("/api/rates", { user: carrier }), 200);
    expect(listed.map((rate) => rate.id).sort()).toEqual([first.id, second.id].sort());
  });

  it("answers 401 signed out", async () => {
    await expectStatus(await api("/api/rates"), 401);
    await expectStatus(await api("/api/rates", { method: "POST", body: {} }), 401);
  });
});
