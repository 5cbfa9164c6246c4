// GET and POST /api/rates: the caller's posted rates, in dollars, cents in the database.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { RATE_REPEAT_WINDOW_MS } from "../src/services/loads/posted-rates/create";
import { signedInUser } from "./support/accounts";
import { call } from "./support/call";
import { expectStatus, type TestUser } from "./support/loads";

let carrier: TestUser;
let other: TestUser;
beforeAll(async () => {
  carrier = await signedInUser("carrier");
  other = await signedInUser("carrier");
});

type Rate = { id: string; rate: number; validUntil: string | null; length: number | null };

describe("rates", () => {
  it("posts a rate and lists the caller's rates newest first", async () => {
    const first = await expectStatus<Rate>(
      await call("createRate", {
        as: carrier,
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
      await call("createRate", {
        as: carrier,
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
    await call("createRate", {
      as: other,
      body: { origin: "A, TX", destination: "B, TX", truckType: "dry_van", rate: 1, loadType: "both" },
    });

    const listed = await expectStatus<Rate[]>(await call("listRates", { as: carrier }), 200);
    expect(listed.map((rate) => rate.id).sort()).toEqual([first.id, second.id].sort());
  });

  it("lists the same posting once: a repeat within 10 minutes, even five at once, answers the first rate", async () => {
    const poster = await signedInUser("carrier");
    const posting = {
      origin: "Reno, NV",
      destination: "Boise, ID",
      truckType: "dry_van",
      rate: 1500,
      loadType: "full",
    };
    const post = (body: Record<string, unknown>) => call("createRate", { as: poster, body });
    const first = await expectStatus<Rate>(await post(posting), 201);
    const five = await Promise.all(Array.from({ length: 5 }, () => post(posting)));
    expect(five.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    for (const answer of five) expect((answer.body as Rate).id).toBe(first.id);
    // Any other field makes it another posting; another user's identical posting is theirs.
    await expectStatus(await post({ ...posting, rate: 1500.01 }), 201);
    await expectStatus(await post({ ...posting, length: 53 }), 201);
    await expectStatus(await call("createRate", { as: other, body: posting }), 201);
    const listed = await expectStatus<Rate[]>(await call("listRates", { as: poster }), 200);
    expect(listed).toHaveLength(3);
    // Past the window the same posting is listed again (a fresh offer for the lane).
    await env.DB.prepare("UPDATE rates SET date_posted = date_posted - ?1 WHERE id = ?2")
      .bind(RATE_REPEAT_WINDOW_MS + 1, first.id)
      .run();
    const again = await expectStatus<Rate>(await post(posting), 201);
    expect(again.id).not.toBe(first.id);
  });

  it("answers 401 signed out", async () => {
    await expectStatus(await call("listRates"), 401);
    await expectStatus(await call("createRate", { body: {} }), 401);
  });
});
