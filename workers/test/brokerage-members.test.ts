// Joining a brokerage (the tenant): MC and DOT numbers are public, so a broker who registers, or
// moves, into a brokerage that already has members waits until one of them approves.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { BROKERAGE_MESSAGES } from "../src/services/access/brokerages";
import { JOIN_REQUEST_TEMPLATE } from "../src/services/brokerages/join-request-mail";
import { createUser, registrationFor, signIn, type TestUser, uniqueEmail } from "./support/accounts";
import { expectProblem } from "./support/assertions";
import { browser, call } from "./support/call";
import { codeIn, outbox, waitForMail } from "./support/mail";

const BROKER_ROUTES = [
  "listBrokerageLoads",
  "getBrokerComplianceDashboard",
  "listBrokerSharedDocuments",
  "listBrokerageMembers",
] as const;

/** A member of a fresh brokerage, signed in. */
async function member() {
  const user = await createUser("broker");
  const client = browser();
  await signIn(client, user);
  return { user, client, brokerageId: user.brokerageId ?? "" };
}

/**
 * A broker who registered through the API with the brokerage's MC and DOT numbers, verified the
 * e-mail and subscribed (BROKER_ACCESS=paid gates the broker routes before the tenant is asked).
 */
async function requester(of: TestUser) {
  const email = uniqueEmail("joiner");
  const registration = registrationFor("broker", of.registry ?? expect.fail("broker without registry"), { email });
  const response = await call("register", { body: registration, as: browser() });
  expect(response.status, response.describe).toBe(201);
  await env.DB.prepare(
    `UPDATE users SET verified = 1, subscription_status = 'active', has_paid_subscription = 1,
       stripe_subscription_id = 'sub_test', subscription_period_end = ?2 WHERE email = ?1`,
  )
    .bind(email, Date.now() + 365 * 24 * 60 * 60 * 1000)
    .run();
  const client = browser();
  await signIn(client, { email, password: String(registration.password) });
  const row = await env.DB.prepare("SELECT id FROM users WHERE email = ?1").bind(email).first<{ id: string }>();
  return { id: row?.id ?? "", email, client };
}

const membership = (userId: string) =>
  env.DB.prepare("SELECT brokerage_id, pending_brokerage_id FROM users WHERE id = ?1").bind(userId).first();

const auditActions = (userId: string) =>
  env.DB.prepare("SELECT action FROM audit_log WHERE entity_id = ?1 AND action LIKE 'brokerage.%'")
    .bind(userId)
    .all<{ action: string }>()
    .then(({ results }) => results.map((row) => row.action));

describe("a request to join a brokerage", () => {
  it("gives the requester nothing of the brokerage and tells them why", async () => {
    const owner = await member();
    const joiner = await requester(owner.user);

    expect(await membership(joiner.id)).toEqual({ brokerage_id: null, pending_brokerage_id: owner.brokerageId });
    for (const path of BROKER_ROUTES) {
      const response = await call(path, { as: joiner.client });
      expectProblem(response, 403, "FORBIDDEN", BROKERAGE_MESSAGES.joinPending);
      expect(response.body.details, path).toEqual({ joinPending: true });
    }
  });

  it("is not listed, nor can be decided, before the requester verifies the e-mail address", async () => {
    const owner = await member();
    const email = uniqueEmail("unverified");
    const registration = registrationFor("broker", owner.user.registry ?? expect.fail("no registry"), { email });
    expect((await call("register", { body: registration, as: browser() })).status).toBe(201);
    const row = await env.DB.prepare("SELECT id FROM users WHERE email = ?1").bind(email).first<{ id: string }>();

    const listed = await call("listBrokerageMembers", { as: owner.client });
    expect(listed.body.members.map((entry: { id: string }) => entry.id)).toEqual([owner.user.id]);
    expectProblem(
      await call("approveBrokerageJoin", { params: { id: row?.id }, body: {}, as: owner.client }),
      404,
      "NOT_FOUND",
    );
  });

  it("is listed to the members, after them", async () => {
    const owner = await member();
    const joiner = await requester(owner.user);

    const response = await call("listBrokerageMembers", { as: owner.client });
    expect(response.status, response.describe).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.body.members.map((row: { id: string; status: string }) => [row.id, row.status])).toEqual([
      [owner.user.id, "member"],
      [joiner.id, "pending"],
    ]);
  });

  it("approved by a member, makes the requester a member who sees the brokerage", async () => {
    const owner = await member();
    const joiner = await requester(owner.user);

    const response = await call("approveBrokerageJoin", { params: { id: joiner.id }, body: {}, as: owner.client });
    expect(response.status, response.describe).toBe(200);
    expect(response.body).toEqual({ success: true, id: joiner.id, status: "member" });
    expect(await membership(joiner.id)).toEqual({ brokerage_id: owner.brokerageId, pending_brokerage_id: null });
    expect(await auditActions(joiner.id)).toEqual(["brokerage.join_approved"]);

    const loads = await call("listBrokerageLoads", { as: joiner.client });
    expect(loads.status, loads.describe).toBe(200);
    const members = await call("listBrokerageMembers", { as: joiner.client });
    expect(members.body.members.every((row: { status: string }) => row.status === "member")).toBe(true);
  });

  it("declined by a member, leaves the requester without a brokerage", async () => {
    const owner = await member();
    const joiner = await requester(owner.user);

    const response = await call("declineBrokerageJoin", { params: { id: joiner.id }, body: {}, as: owner.client });
    expect(response.body).toEqual({ success: true, id: joiner.id, status: "declined" });
    expect(await membership(joiner.id)).toEqual({ brokerage_id: null, pending_brokerage_id: null });
    expect(await auditActions(joiner.id)).toEqual(["brokerage.join_declined"]);
    expectProblem(
      await call("listBrokerageMembers", { as: joiner.client }),
      403,
      "FORBIDDEN",
      BROKERAGE_MESSAGES.membersOnly,
    );
    expectProblem(
      await call("approveBrokerageJoin", { params: { id: joiner.id }, body: {}, as: owner.client }),
      404,
      "NOT_FOUND",
    );
  });

  it("can be decided only by a member of that brokerage", async () => {
    const owner = await member();
    const joiner = await requester(owner.user);
    const stranger = await member();
    const carrier = await createUser("carrier");
    const carrierClient = browser();
    await signIn(carrierClient, carrier);

    expectProblem(
      await call("approveBrokerageJoin", { params: { id: joiner.id }, body: {}, as: stranger.client }),
      404,
      "NOT_FOUND",
      BROKERAGE_MESSAGES.requestNotFound,
    );
    expectProblem(
      await call("approveBrokerageJoin", { params: { id: joiner.id }, body: {}, as: joiner.client }),
      403,
      "FORBIDDEN",
    );
    expectProblem(
      await call("approveBrokerageJoin", { params: { id: joiner.id }, body: {}, as: carrierClient }),
      403,
      "FORBIDDEN",
      BROKERAGE_MESSAGES.membersOnly,
    );
    expectProblem(
      await call("approveBrokerageJoin", { params: { id: joiner.id }, body: {}, as: browser() }),
      401,
      "UNAUTHENTICATED",
    );
    expect(await membership(joiner.id), "still pending").toEqual({
      brokerage_id: null,
      pending_brokerage_id: owner.brokerageId,
    });
    expect(await auditActions(joiner.id), "no decision recorded").toEqual([]);
  });

  it("is what a broker moving to another brokerage's MC number makes too", async () => {
    const owner = await member();
    const mover = await member();

    const moved = await call("updateCurrentUser", {
      body: {
        mcNumber: owner.user.mcNumber,
        dotNumber: owner.user.dotNumber,
      },
      as: mover.client,
    });
    expect(moved.status, moved.describe).toBe(200);
    expect(await membership(mover.user.id)).toEqual({ brokerage_id: null, pending_brokerage_id: owner.brokerageId });

    const mail = await waitForMail(owner.user.email, JOIN_REQUEST_TEMPLATE);
    expect(mail.subject).toContain(mover.user.email);

    const approved = await call("approveBrokerageJoin", { params: { id: mover.user.id }, body: {}, as: owner.client });
    expect(approved.status, approved.describe).toBe(200);
    expect(await membership(mover.user.id)).toEqual({ brokerage_id: owner.brokerageId, pending_brokerage_id: null });
  });
});

describe("the members hear of a request", () => {
  it("once the requester verifies the e-mail address, not before", async () => {
    const owner = await member();
    const email = uniqueEmail("joiner");
    const registration = registrationFor("broker", owner.user.registry ?? expect.fail("no registry"), { email });
    const client = browser();
    expect((await call("register", { body: registration, as: client })).status).toBe(201);
    const code = codeIn(await waitForMail(email, "account-verification"));
    expect(
      (await outbox(owner.user.email)).filter((mail) => mail.template === JOIN_REQUEST_TEMPLATE),
      "nothing for an unproven address",
    ).toEqual([]);

    const verified = await call("verifyEmail", { body: { email, verificationCode: code }, as: client });
    expect(verified.status, verified.describe).toBe(200);

    const mail = await waitForMail(owner.user.email, JOIN_REQUEST_TEMPLATE);
    expect(mail.subject).toBe(`${email} asked to join ${owner.user.registry?.companyName} on TrueRate`);
    expect(mail.text).toContain("/broker-dashboard");
  });
});
