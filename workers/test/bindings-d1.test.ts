import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb, schema } from "../src/db/client";

const db = createDb(env.DB);

type NewUser = typeof schema.users.$inferInsert;
type NewLoad = typeof schema.loads.$inferInsert;

/** Storage is shared by the tests of one file, so every row gets its own e-mail and numbers. */
let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

const newUser = (overrides: Partial<NewUser> = {}): NewUser => ({
  email: `carrier-${unique()}@example.com`,
  passwordHash: "pbkdf2-sha256$1$c2FsdA$aGFzaA",
  ...overrides,
});

const newLoad = (overrides: Partial<NewLoad> = {}): NewLoad => ({
  brokerName: "Acme Logistics",
  brokerEmail: "dispatch@acme.example",
  loadNumber: `L-${unique()}`,
  date: "2026-11-20",
  pickupCity: "Dallas",
  pickupState: "TX",
  deliveryCity: "Atlanta",
  deliveryState: "GA",
  mileage: 781,
  weight: 42000,
  rateCents: 245000,
  trailerType: "dry_van",
  deadlineAt: new Date(Date.now() + 48 * 3600 * 1000),
  ...overrides,
});

/**
 * A value the type system would refuse, to prove the database itself refuses it too: the
 * constraints are the last line of defence when a bug or a script bypasses the zod schemas.
 */
const unchecked = <T>(value: unknown) => value as T;

/** The message drizzle wraps around D1's error, with D1's own message (its `cause`) appended. */
async function refusal(write: Promise<unknown>): Promise<string> {
  try {
    await write;
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : "";
    return `${error instanceof Error ? error.message : String(error)} ${cause}`;
  }
  throw new Error("the database accepted a row it should refuse");
}

describe("D1 through drizzle", () => {
  it("inserts a user and reads it back with the schema's defaults", async () => {
    const email = `round-trip-${unique()}@example.com`;
    const [inserted] = await db.insert(schema.users).values(newUser({ email })).returning();
    const found = await db.select().from(schema.users).where(eq(schema.users.email, email));

    expect(found, JSON.stringify(found)).toHaveLength(1);
    expect(found[0]).toMatchObject({
      id: inserted?.id,
      email,
      userType: "carrier",
      subscriptionStatus: "inactive",
      verified: false,
      isAdmin: false,
    });
    expect(found[0]?.id, "ids are random UUIDs").toMatch(/^[0-9a-f-]{36}$/);
    expect(found[0]?.createdAt, "created_at defaults to the write time").toBeInstanceOf(Date);
  });

  it("refuses a user type outside the closed list", async () => {
    const message = await refusal(db.insert(schema.users).values(newUser({ userType: unchecked("pirate") })));
    expect(message).toContain("users_user_type_check");
  });

  it("refuses a second account with the same e-mail", async () => {
    const email = `twice-${unique()}@example.com`;
    await db.insert(schema.users).values(newUser({ email }));
    const message = await refusal(db.insert(schema.users).values(newUser({ email })));
    expect(message).toMatch(/UNIQUE constraint failed: users\.email/);
  });

  it("refuses an upper-case e-mail, so lookups by the lower-cased address cannot miss", async () => {
    const message = await refusal(db.insert(schema.users).values(newUser({ email: `Upper-${unique()}@Example.com` })));
    expect(message).toContain("users_email_lowercase_check");
  });

  it("refuses a second carrier with the same MC number, but lets brokers of one brokerage share it", async () => {
    const mcNumber = `MC${Math.floor(100000 + Math.random() * 899999)}`;
    await db.insert(schema.users).values(newUser({ mcNumber }));
    const message = await refusal(db.insert(schema.users).values(newUser({ mcNumber })));
    expect(message).toMatch(/UNIQUE constraint failed: users\.mc_number/);

    const brokers = [newUser({ mcNumber, userType: "broker" }), newUser({ mcNumber, userType: "broker" })];
    await db.insert(schema.users).values(brokers);
    const sharing = await db.select().from(schema.users).where(eq(schema.users.mcNumber, mcNumber));
    expect(sharing.map((user) => user.userType).sort()).toEqual(["broker", "broker", "carrier"]);
  });

  it("stores a valid load", async () => {
    const [load] = await db.insert(schema.loads).values(newLoad()).returning();
    expect(load, JSON.stringify(load)).toMatchObject({
      rateCents: 245000,
      complianceStatus: "pending",
      verified: false,
    });
  });

  it("refuses a load with a trailer type outside the closed list", async () => {
    const message = await refusal(db.insert(schema.loads).values(newLoad({ trailerType: unchecked("hovercraft") })));
    expect(message).toContain("loads_trailer_type_check");
  });

  it.each([
    ["a zero rate", { rateCents: 0 }, "loads_positive_check"],
    ["a negative rate", { rateCents: -100 }, "loads_positive_check"],
    ["a zero true rate", { trueRateCents: 0 }, "loads_true_rate_check"],
    ["zero miles", { mileage: 0 }, "loads_positive_check"],
  ] satisfies [string, Partial<NewLoad>, string][])("refuses a load with %s", async (_, overrides, constraint) => {
    const message = await refusal(db.insert(schema.loads).values(newLoad(overrides)));
    expect(message).toContain(constraint);
  });

  it("refuses a subscription with a non-positive price", async () => {
    const [user] = await db.insert(schema.users).values(newUser()).returning();
    const message = await refusal(
      db.insert(schema.subscriptions).values({
        userId: user?.id ?? "",
        provider: "offline",
        providerCustomerId: "cus_test",
        providerSubscriptionId: `sub_${unique()}`,
        plan: "carrier",
        priceCents: 0,
        status: "active",
      }),
    );
    expect(message).toContain("subscriptions_price_check");
  });
});
