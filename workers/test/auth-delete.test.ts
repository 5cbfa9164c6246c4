import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SIGN_IN_FAILED_MESSAGE } from "../src/services/accounts/sign-in";
import { createUser, sessionCount, signIn, type TestUser, userRow } from "./support/accounts";
import { expectFieldError, expectProblem } from "./support/assertions";
import { browser, call, sessionCookieOf } from "./support/call";
import { outbox, waitForMail } from "./support/mail";

async function insertLoad(carrier: TestUser): Promise<string> {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO loads (id, user_id, broker_name, broker_email, load_number, date, pickup_city, pickup_state,
       delivery_city, delivery_state, mileage, weight, rate_cents, trailer_type, deadline_at)
     VALUES (?1, ?2, 'Demo Brokerage', 'ops@demo-brokerage.test', 'L-100', '2026-11-20', 'Columbus', 'OH',
       'Chicago', 'IL', 355, 42000, 185000, 'dry_van', ?3)`,
  )
    .bind(id, carrier.id, Date.now() + 48 * 3600_000)
    .run();
  return id;
}

/** A document row plus its (stand-in) encrypted body in R2. */
async function insertDocument(
  owner: TestUser,
  loadId: string | null,
  extra: { sharedWith?: string } = {},
): Promise<string> {
  const id = crypto.randomUUID();
  const filePath = `documents/${owner.id}/${id}.bin`;
  await env.DOCUMENTS.put(filePath, new Uint8Array([1, 2, 3, 4]));
  await env.DB.prepare(
    `INSERT INTO documents (id, user_id, load_id, file_name, original_file_name, document_type, file_size, mime_type,
       file_path, shared_with_user_id, wrapped_key, encryption_key_id)
     VALUES (?1, ?2, ?3, 'rate-con.pdf', 'rate-con.pdf', 'rate_confirmation', 4, 'application/pdf', ?4, ?5, 'wrapped', 'k1')`,
  )
    .bind(id, owner.id, loadId, filePath, extra.sharedWith ?? null)
    .run();
  return filePath;
}

const count = async (sql: string, ...values: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...values)
      .first<{ n: number }>()
  )?.n ?? 0;

describe("DELETE /api/user", () => {
  it("removes the account, its sessions, documents and stored files, and keeps its loads anonymised", async () => {
    const carrier = await createUser("carrier");
    const broker = await createUser("broker");
    const loadId = await insertLoad(carrier);
    const ownFiles = [await insertDocument(carrier, loadId), await insertDocument(carrier, null)];
    const brokersFile = await insertDocument(broker, loadId, { sharedWith: carrier.id });
    await env.DB.prepare(
      `INSERT INTO notifications (id, user_id, type, title, message, dedupe_key) VALUES (?1, ?2, 'system_alert', 'Hi', 'Hi', ?3)`,
    )
      .bind(crypto.randomUUID(), carrier.id, crypto.randomUUID())
      .run();
    await call("requestPasswordReset", { body: { email: carrier.email }, as: browser() });
    await waitForMail(carrier.email, "password-reset");
    const client = browser();
    const otherDevice = browser();
    await signIn(client, carrier);
    await signIn(otherDevice, carrier);

    const response = await call("deleteCurrentUser", { body: { currentPassword: carrier.password }, as: client });

    expect(response.status, response.describe).toBe(200);
    expect(response.body).toEqual({ ok: true, message: "Account deleted" });
    expect(sessionCookieOf(response)?.attributes, "cookie cleared").toContain("Max-Age=0");
    expect(await userRow(carrier.email), "user row").toBeNull();
    expect(await sessionCount(carrier.id), "all sessions").toBe(0);
    expectProblem(await call("getCurrentUser", { as: otherDevice }), 401, "UNAUTHENTICATED");
    expect(await count("SELECT COUNT(*) AS n FROM documents WHERE user_id = ?1", carrier.id), "own documents").toBe(0);
    for (const path of ownFiles) expect(await env.DOCUMENTS.head(path), `R2 object ${path}`).toBeNull();
    expect(await count("SELECT COUNT(*) AS n FROM notifications WHERE user_id = ?1", carrier.id), "notifications").toBe(
      0,
    );
    await waitForMail(carrier.email, "account-deleted");
    expect(
      (await outbox(carrier.email)).map((mail) => mail.template),
      "the earlier mail is gone; only the notice of deletion is sent",
    ).toEqual(["account-deleted"]);

    const load = await env.DB.prepare("SELECT user_id, rate_cents, broker_name FROM loads WHERE id = ?1")
      .bind(loadId)
      .first();
    expect(load, "the load stays, anonymised").toEqual({
      user_id: null,
      rate_cents: 185000,
      broker_name: "Demo Brokerage",
    });
    const shared = await env.DB.prepare("SELECT user_id, shared_with_user_id FROM documents WHERE file_path = ?1")
      .bind(brokersFile)
      .first();
    expect(shared, "the broker's document stays, unlinked").toEqual({ user_id: broker.id, shared_with_user_id: null });
    expect(await env.DOCUMENTS.head(brokersFile), "the broker's file stays").not.toBeNull();

    const audit = await env.DB.prepare(
      "SELECT actor_user_id, details FROM audit_log WHERE action = 'user.deleted' AND entity_id = ?1",
    )
      .bind(carrier.id)
      .first<{ actor_user_id: string; details: string }>();
    expect(audit?.actor_user_id).toBe(carrier.id);
    expect(audit?.details, "no personal data in the audit row").not.toContain(carrier.email);

    expectProblem(
      await call("login", { body: { email: carrier.email, password: carrier.password }, as: browser() }),
      401,
      "UNAUTHENTICATED",
      SIGN_IN_FAILED_MESSAGE,
    );
  });

  it("keeps the brokerage when its broker leaves", async () => {
    const broker = await createUser("broker");
    const client = browser();
    await signIn(client, broker);
    expect((await call("deleteCurrentUser", { body: { currentPassword: broker.password }, as: client })).status).toBe(
      200,
    );
    expect(await count("SELECT COUNT(*) AS n FROM brokerages WHERE id = ?1", broker.brokerageId)).toBe(1);
  });

  it("refuses without the current password, or with a wrong one, keeping the account", async () => {
    const carrier = await createUser("carrier");
    const client = browser();
    await signIn(client, carrier);
    expectFieldError(
      await call("deleteCurrentUser", { body: {}, as: client }),
      "currentPassword",
      "Enter your current password to confirm this change",
    );
    expectProblem(
      await call("deleteCurrentUser", { body: { currentPassword: "not the password" }, as: client }),
      403,
      "FORBIDDEN",
      "The current password is incorrect",
    );
    expect(await userRow(carrier.email), "account kept").not.toBeNull();
  });

  it("answers 401 when signed out", async () => {
    expectProblem(await call("deleteCurrentUser", { as: browser() }), 401, "UNAUTHENTICATED");
  });

  it("lets the address register again afterwards", async () => {
    const carrier = await createUser("carrier");
    const client = browser();
    await signIn(client, carrier);
    await call("deleteCurrentUser", { body: { currentPassword: carrier.password }, as: client });
    const again = await createUser("carrier", { email: carrier.email });
    await signIn(browser(), again);
  });
});
