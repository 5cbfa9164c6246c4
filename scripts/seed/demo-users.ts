import { PLAN_PRICE_CENTS } from "@truerate/domain/plans";
import { hashPassword } from "../../workers/src/services/accounts/password";
import { DEMO_ACCOUNTS } from "../lib/demo-accounts.mjs";

const DAY = 24 * 60 * 60 * 1000;

/** The demo brokerages: tenants matching the registry sample's fixed demo brokers. */
const BROKERAGES = [
  { name: "Demo Freight Brokerage LLC", mcNumber: "MC1234567", dotNumber: "1234567", emailDomain: "demofreight.test" },
  { name: "Other Lane Brokers Inc", mcNumber: "MC7654321", dotNumber: "7654321", emailDomain: "otherlane.test" },
];

/** The demo users' rows; `memberOf` is the MC number of the brokerage they belong to. */
const DEMO_USERS = [
  {
    key: "carrier",
    userType: "carrier",
    companyName: "Demo Trucking LLC",
    phoneNumber: "614-555-0100",
    mcNumber: "MC654321",
    dotNumber: "654321",
    numberOfTrucks: 3,
    trailerTypes: "dry_van,reefer",
    paid: true,
    memberOf: null,
  },
  {
    key: "broker",
    userType: "broker",
    companyName: "Demo Freight Brokerage LLC",
    phoneNumber: "312-555-0100",
    mcNumber: "MC1234567",
    dotNumber: "1234567",
    numberOfTrucks: null,
    trailerTypes: null,
    paid: true,
    memberOf: "MC1234567",
  },
  {
    key: "admin",
    userType: "admin",
    companyName: "TrueRate",
    phoneNumber: null,
    mcNumber: null,
    dotNumber: null,
    numberOfTrucks: null,
    trailerTypes: null,
    paid: false,
    memberOf: null,
  },
  // Asks to join Demo Freight below: a member approves it on the dashboard's Team tab.
  {
    key: "newcomer",
    userType: "broker",
    companyName: "Demo Freight Brokerage LLC",
    phoneNumber: "312-555-0101",
    mcNumber: "MC1234567",
    dotNumber: "1234567",
    numberOfTrucks: null,
    trailerTypes: null,
    paid: true,
    memberOf: null,
  },
] as const;

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
  await db.batch(
    DEMO_USERS.map((user) =>
      insertUser.bind(
        crypto.randomUUID(),
        account(user.key),
        passwordHash,
        user.userType,
        user.companyName,
        user.phoneNumber,
        user.mcNumber,
        user.dotNumber,
        user.numberOfTrucks,
        user.trailerTypes,
        user.userType === "admin" ? 1 : 0,
        now,
        user.paid ? "active" : "inactive",
        user.paid ? periodEnd : null,
        user.paid ? 1 : 0,
        user.memberOf,
      ),
    ),
  );
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
  await db.batch(
    DEMO_USERS.flatMap((user) =>
      user.paid
        ? [
            insertSubscription.bind(
              crypto.randomUUID(),
              user.userType,
              PLAN_PRICE_CENTS[user.userType],
              periodEnd,
              account(user.key),
              user.key,
            ),
          ]
        : [],
    ),
  );
}
