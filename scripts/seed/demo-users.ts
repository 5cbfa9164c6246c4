import { PLAN_PRICE_CENTS } from "../../workers/src/domain/plans";
import { hashPassword } from "../../workers/src/services/auth/password";
import { DEMO_ACCOUNTS } from "../lib/demo-accounts.mjs";

const DAY = 24 * 60 * 60 * 1000;

/** The demo brokerages: tenants matching the registry sample's fixed demo brokers. */
const BROKERAGES = [
  { name: "Demo Freight Brokerage LLC", mcNumber: "MC1234567", dotNumber: "1234567", emailDomain: "demofreight.test" },
  { name: "Other Lane Brokers Inc", mcNumber: "MC7654321", dotNumber: "7654321", emailDomain: "otherlane.test" },
];

function account(key: "carrier" | "broker" | "admin" | "newcomer") {
  const found = DEMO_ACCOUNTS.users.find((user) => user.key === key);
  if (!found) throw new Error(`No demo ${key}`);
  return found.email;
}

/** Inserts what is missing; existing rows (and their passwords) are left as they are. */
export async function seedDemoUsers(db: D1Database, now = Date.now()): Promise<void> {
  await db.batch(
    BROKERAGES.map((brokerage) =>
      db
        .prepare(
          `INSERT INTO brokerages (id, name, mc_number, dot_number, email_domain, fmcsa_broker_id)
           VALUES (?1, ?2, ?3, ?4, ?5, (SELECT id FROM fmcsa_brokers WHERE mc_number = ?3))
           ON CONFLICT (mc_number) DO NOTHING`,
        )
        .bind(crypto.randomUUID(), brokerage.name, brokerage.mcNumber, brokerage.dotNumber, brokerage.emailDomain),
    ),
  );

  const passwordHash = await hashPassword(DEMO_ACCOUNTS.password);
  const periodEnd = now + 30 * DAY;
  const insertUser = db.prepare(
    `INSERT INTO users (id, email, password_hash, user_type, company_name, phone_number, mc_number, dot_number,
       number_of_trucks, trailer_types, verified, is_admin, terms_version, terms_accepted_at, privacy_accepted_at,
       subscription_status, subscription_period_end, has_paid_subscription, brokerage_id)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, 1, ?11, '1.0', ?12, ?12, ?13, ?14, ?15,
       (SELECT id FROM brokerages WHERE mc_number = ?16))
     ON CONFLICT (email) DO NOTHING`,
  );
  await db.batch([
    insertUser.bind(
      crypto.randomUUID(),
      account("carrier"),
      passwordHash,
      "carrier",
      "Demo Trucking LLC",
      "614-555-0100",
      "MC654321",
      "654321",
      3,
      "dry_van,reefer",
      0,
      now,
      "active",
      periodEnd,
      1,
      null,
    ),
    insertUser.bind(
      crypto.randomUUID(),
      account("broker"),
      passwordHash,
      "broker",
      "Demo Freight Brokerage LLC",
      "312-555-0100",
      "MC1234567",
      "1234567",
      null,
      null,
      0,
      now,
      "active",
      periodEnd,
      1,
      "MC1234567",
    ),
    insertUser.bind(
      crypto.randomUUID(),
      account("admin"),
      passwordHash,
      "admin",
      "TrueRate",
      null,
      null,
      null,
      null,
      null,
      1,
      now,
      "inactive",
      null,
      0,
      null,
    ),
    insertUser.bind(
      crypto.randomUUID(),
      account("newcomer"),
      passwordHash,
      "broker",
      "Demo Freight Brokerage LLC",
      "312-555-0101",
      "MC1234567",
      "1234567",
      null,
      null,
      0,
      now,
      "active",
      periodEnd,
      1,
      null,
    ),
  ]);
  // The newcomer asked to join Demo Freight: a member approves it on the broker dashboard's Team tab.
  await db
    .prepare(
      `UPDATE users SET pending_brokerage_id = (SELECT id FROM brokerages WHERE mc_number = ?2)
       WHERE email = ?1 AND brokerage_id IS NULL AND pending_brokerage_id IS NULL
         AND NOT EXISTS (SELECT 1 FROM audit_log WHERE entity_id = users.id AND action LIKE 'brokerage.join_%')`,
    )
    .bind(account("newcomer"), "MC1234567")
    .run();

  // The subscriptions behind the paid demo accounts, from the offline payment provider.
  const insertSubscription = db.prepare(
    `INSERT INTO subscriptions (id, user_id, provider, provider_customer_id, provider_subscription_id, plan,
       price_cents, status, current_period_end)
     SELECT ?1, id, 'offline', 'cus_demo_' || ?6, 'sub_demo_' || ?6, ?2, ?3, 'active', ?4 FROM users WHERE email = ?5
     ON CONFLICT (provider, provider_subscription_id) DO NOTHING`,
  );
  await db.batch([
    insertSubscription.bind(
      crypto.randomUUID(),
      "carrier",
      PLAN_PRICE_CENTS.carrier,
      periodEnd,
      account("carrier"),
      "carrier",
    ),
    insertSubscription.bind(
      crypto.randomUUID(),
      "broker",
      PLAN_PRICE_CENTS.broker,
      periodEnd,
      account("broker"),
      "broker",
    ),
    insertSubscription.bind(
      crypto.randomUUID(),
      "broker",
      PLAN_PRICE_CENTS.broker,
      periodEnd,
      account("newcomer"),
      "newcomer",
    ),
  ]);
}
