// Days to pay, end to end: the carrier records a load's invoice and payment dates (others get 404),
// wrong dates answer 400 with the field's message, a partner pushes the same dates, every change is
// audited, and brokerDaysToPay publishes a broker's figure only from 3 carriers and 7 loads.
import { env } from "cloudflare:workers";
import { PAYMENT_DATE_MESSAGES as M } from "@truerate/domain/brokers/payment-dates";
import { addDays } from "@truerate/domain/new-york-time";
import { todayInNewYork } from "@truerate/domain/validation/input";
import { describe, expect, it } from "vitest";
import { brokerDaysToPay, paymentEvents } from "../src/services/broker-profiles/days-to-pay";
import { signedInUser } from "./support/accounts";
import { type BodyOf, call } from "./support/call";
import { testContext } from "./support/context";
import { TEST_LANE } from "./support/documents";
import { expectStatus, type TestUser } from "./support/loads";
import { createPartner, PartnerClient, partnerLoad } from "./support/partners";

const today = todayInNewYork();
const daysAgo = (days: number) => addDays(today, -days);

async function carrierLoad(carrier: TestUser, date = daysAgo(100)): Promise<string> {
  const body = {
    brokerName: "Slow Pay Logistics",
    brokerEmail: "ap@slowpay.test",
    loadNumber: `LD-${crypto.randomUUID().slice(0, 8)}`,
    date,
    ...TEST_LANE,
  };
  const created = await expectStatus<{ id: string }>(await call("createLoad", { body, as: carrier }), 201);
  return created.id;
}

const putPayment = (id: string, body: BodyOf<"recordLoadPayment">, user: TestUser | null) =>
  call("recordLoadPayment", { params: { id }, body, as: user });

async function auditRows(loadId: string) {
  const { results } = await env.DB.prepare(
    "SELECT actor_user_id, details FROM audit_log WHERE action = 'load.payment_recorded' AND entity_id = ?1 ORDER BY created_at, rowid",
  )
    .bind(loadId)
    .all<{ actor_user_id: string; details: string }>();
  return results.map((row) => ({ actor: row.actor_user_id, ...JSON.parse(row.details) }));
}

describe("PUT /api/loads/{id}/payment", () => {
  it("lets the load's carrier record the dates, shows them on its load views, and audits each change", async () => {
    const carrier = await signedInUser("carrier");
    const id = await carrierLoad(carrier);
    const saved = await expectStatus(
      await putPayment(id, { invoicedOn: daysAgo(95), paidOn: null, notPaid: true }, carrier),
      200,
    );
    expect(saved).toEqual({ invoicedOn: daysAgo(95), paidOn: null, notPaid: true, notPaidReportedOn: today });

    const paid = await expectStatus(
      await putPayment(id, { invoicedOn: daysAgo(95), paidOn: daysAgo(40) }, carrier),
      200,
    );
    expect(paid).toEqual({ invoicedOn: daysAgo(95), paidOn: daysAgo(40), notPaid: false, notPaidReportedOn: null });
    // The same dates again change nothing and write no audit row.
    await expectStatus(await putPayment(id, { invoicedOn: daysAgo(95), paidOn: daysAgo(40) }, carrier), 200);

    const record = await expectStatus<{ load: { payment: unknown } }>(
      await call("getLoadRecord", { params: { id }, as: carrier }),
      200,
    );
    expect(record.load.payment).toEqual(paid);
    const mine = await expectStatus<{ id: string; payment: unknown }[]>(
      await call("listMyLoads", { as: carrier }),
      200,
    );
    expect(mine.find((load) => load.id === id)?.payment).toEqual(paid);

    expect(await auditRows(id)).toEqual([
      {
        actor: carrier.id,
        before: { invoicedOn: null, paidOn: null, notPaidReportedOn: null },
        after: { invoicedOn: daysAgo(95), paidOn: null, notPaidReportedOn: today },
      },
      {
        actor: carrier.id,
        before: { invoicedOn: daysAgo(95), paidOn: null, notPaidReportedOn: today },
        after: { invoicedOn: daysAgo(95), paidOn: daysAgo(40), notPaidReportedOn: null },
      },
    ]);
  });

  it("answers 404 to another carrier, a broker and an admin, and leaves the load as it was", async () => {
    const owner = await signedInUser("carrier");
    const id = await carrierLoad(owner);
    for (const user of [await signedInUser("carrier"), await signedInUser("broker"), await signedInUser("admin")]) {
      const response = await putPayment(id, { invoicedOn: daysAgo(90), paidOn: null }, user);
      const body = await expectStatus<{ message: string }>(response, 404);
      expect(body.message).toBe("Load not found");
    }
    await expectStatus(await putPayment(id, { invoicedOn: daysAgo(90) }, null), 401);
    const row = await env.DB.prepare("SELECT invoiced_on FROM loads WHERE id = ?1").bind(id).first();
    expect(row).toEqual({ invoiced_on: null });
    expect(await auditRows(id)).toEqual([]);
  });

  it("refuses wrong dates with a message per field", async () => {
    const carrier = await signedInUser("carrier");
    const id = await carrierLoad(carrier, daysAgo(10));
    const cases: [BodyOf<"recordLoadPayment">, string, string][] = [
      [{ invoicedOn: daysAgo(11) }, "invoicedOn", M.invoicedBeforeLoad],
      [{ invoicedOn: addDays(today, 2) }, "invoicedOn", M.invoicedInFuture],
      [{ invoicedOn: daysAgo(8), paidOn: daysAgo(9) }, "paidOn", M.paidBeforeInvoiced],
      [{ invoicedOn: daysAgo(8), paidOn: addDays(today, 1) }, "paidOn", M.paidInFuture],
      [{ paidOn: daysAgo(2) }, "paidOn", M.paidWithoutInvoice],
      [{ invoicedOn: daysAgo(8), paidOn: daysAgo(2), notPaid: true }, "notPaid", M.paidAndNotPaid],
      [{ invoicedOn: "last Tuesday" }, "invoicedOn", M.invoicedOn],
    ];
    for (const [body, field, message] of cases) {
      const problem = await expectStatus<{ code: string; details: { fields: Record<string, string[]> } }>(
        await putPayment(id, body, carrier),
        400,
      );
      expect(problem.code, JSON.stringify(body)).toBe("VALIDATION_FAILED");
      expect(problem.details.fields[field], JSON.stringify(problem)).toContain(message);
    }
    expect(await auditRows(id)).toEqual([]);
  });
});

describe("partner push with payment dates", () => {
  it("stores pushed dates, rejects wrong ones with field messages, and audits the change", async () => {
    const partner = await createPartner();
    const client = await new PartnerClient(partner).authenticate();
    const pushed = await call("pushPartnerLoads", {
      body: {
        loads: [
          partnerLoad("P-1", { invoicedOn: "2026-11-21", paidOn: null }),
          partnerLoad("P-2", { invoicedOn: "2026-11-19" }),
          partnerLoad("P-3", { invoicedOn: "2026-11-22", paidOn: "2026-11-21" }),
          partnerLoad("P-4", { invoicedOn: "21/11/2026" }),
        ],
      },
      as: client,
    });
    expect(pushed.status, pushed.describe).toBe(200);
    const [first, second, third, fourth] = pushed.body.results;
    expect(first, pushed.describe).toMatchObject({ status: "created" });
    expect(second, pushed.describe).toMatchObject({
      status: "rejected",
      errors: { invoicedOn: [M.invoicedBeforeLoad] },
    });
    expect(third.errors, pushed.describe).toEqual({ paidOn: [M.paidBeforeInvoiced] });
    expect(fourth.errors, pushed.describe).toEqual({ invoicedOn: [M.invoicedOn] });

    const paid = await call("pushPartnerLoads", {
      body: {
        loads: [partnerLoad("P-1", { invoicedOn: "2026-11-21", paidOn: "2026-11-25" })],
      },
      as: client,
    });
    expect(paid.body.results[0], paid.describe).toMatchObject({ status: "updated" });
    // Without dates, the stored ones stay.
    const again = await call("pushPartnerLoads", { body: { loads: [partnerLoad("P-1", { rate: 2200 })] }, as: client });
    expect(again.body.results[0], again.describe).toMatchObject({ status: "updated" });
    const row = await env.DB.prepare("SELECT invoiced_on, paid_on FROM loads WHERE id = ?1").bind(first.loadId).first();
    expect(row).toEqual({ invoiced_on: "2026-11-21", paid_on: "2026-11-25" });
    const audit = await auditRows(first.loadId);
    expect(audit.map(({ before, after }) => ({ before, after }))).toEqual([
      {
        before: { invoicedOn: null, paidOn: null, notPaidReportedOn: null },
        after: { invoicedOn: "2026-11-21", paidOn: null },
      },
      {
        before: { invoicedOn: "2026-11-21", paidOn: null, notPaidReportedOn: null },
        after: { invoicedOn: "2026-11-21", paidOn: "2026-11-25" },
      },
    ]);
    expect(audit[0]?.partnerOrganisationId).toBe(partner.organisationId);
  });
});

/** A counted (or held) load of `brokerKey` hauled by `carrierKey`, written directly with its dates. */
async function paymentLoad(
  brokerKey: string,
  carrierKey: string,
  invoicedOn: string | null,
  paidOn: string | null,
  reviewStatus = "counted",
) {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO loads (id, broker_name, broker_email, load_number, date, pickup_city, pickup_state, delivery_city,
       delivery_state, mileage, weight, rate_cents, trailer_type, deadline_at, broker_key, carrier_key, source_key,
       review_status, invoiced_on, paid_on)
     VALUES (?1, 'Broker', 'ap@broker.test', ?1, ?2, 'Dallas', 'TX', 'Atlanta', 'GA', 781, 42000, 215000, 'dry_van',
       0, ?3, ?4, ?4, ?5, ?6, ?7)`,
  )
    .bind(id, daysAgo(400), brokerKey, carrierKey, reviewStatus, invoicedOn, paidOn)
    .run();
  return id;
}

describe("brokerDaysToPay", () => {
  const ctx = testContext();

  it("publishes from 3 carriers and 7 counted loads in the last 365 days, unpaid ones as lower bounds", async () => {
    const broker = `mc:${crypto.randomUUID()}`;
    for (const [index, days] of [10, 15, 20, 25, 35, 45].entries()) {
      await paymentLoad(broker, `dot:${index % 3}`, daysAgo(100), daysAgo(100 - days));
    }
    await paymentLoad(broker, "dot:0", daysAgo(60), null); // unpaid after 60 days
    await paymentLoad(broker, "dot:1", daysAgo(5), null); // awaiting
    await paymentLoad(broker, "dot:2", daysAgo(400), daysAgo(380)); // outside the window
    await paymentLoad(broker, "dot:3", daysAgo(50), daysAgo(49), "quarantined"); // not counted
    await paymentLoad(broker, "dot:4", null, null); // never invoiced

    expect(await brokerDaysToPay(ctx, { brokerKey: broker, today })).toEqual({
      published: true,
      medianDays: 25,
      medianIsLowerBound: false,
      paidWithin30Share: 4 / 7,
      paid: 6,
      unpaid: 1,
      loads: 7,
      carriers: 3,
      awaiting: 1,
    });
    const events = await paymentEvents(ctx, { brokerKey: broker, sinceIso: `${daysAgo(70)}T00:00:00.000Z` });
    expect(events.map(({ loadId: _id, ...event }) => event)).toEqual([
      { carrierKey: "dot:0", invoicedOn: daysAgo(60), paidOn: null, notPaid: false },
      { carrierKey: "dot:1", invoicedOn: daysAgo(5), paidOn: null, notPaid: false },
    ]);
  });

  it("withholds a broker with too few carriers, and says why", async () => {
    const broker = `mc:${crypto.randomUUID()}`;
    for (let index = 0; index < 9; index += 1) {
      await paymentLoad(broker, `dot:${index % 2}`, daysAgo(90), daysAgo(70));
    }
    const result = await brokerDaysToPay(ctx, { brokerKey: broker, today });
    expect(result).toMatchObject({ published: false, loads: 9, carriers: 2 });
    expect(result.published ? "" : result.reason).toContain("3 carriers and 7 loads");
  });
});
