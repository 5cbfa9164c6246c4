import { type APIRequestContext, expect } from "@playwright/test";
import { verificationCodeOf } from "./outbox";

/** A fresh address per test and run, so tests never share an account. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

export const E2E_PASSWORD = "e2e-password-1";

/** Demo Freight Brokerage LLC of the registry sample: brokers of one brokerage share its numbers. */
const DEMO_BROKERAGE = { companyName: "Demo Freight Brokerage LLC", mcNumber: "MC1234567", dotNumber: "1234567" };

/** The registry numbers an account registers with. */
type RegistryNumbers = Pick<RegistryEntry, "companyName" | "mcNumber" | "dotNumber">;

/**
 * Registers an account of `userType` for a registry record through the API (waiting out the
 * register throttle) and verifies it with the e-mailed code unless `verified` is false. Answers
 * null when the record's numbers are taken (409: a carrier registered on an earlier run), so the
 * caller can pick another record. `request` must not be the page's context, so the browser stays
 * signed out.
 */
export async function registerVerified(
  request: APIRequestContext,
  userType: "carrier" | "broker",
  entry: RegistryNumbers,
  { label, verified = true }: { label: string; verified?: boolean },
): Promise<{ email: string; password: string } | null> {
  const email = uniqueEmail(label);
  const registered = await postRegister(request, {
    email,
    password: E2E_PASSWORD,
    userType,
    companyName: entry.companyName,
    mcNumber: entry.mcNumber,
    dotNumber: entry.dotNumber,
    phoneNumber: "312-555-0142",
    termsAgreed: true,
    privacyAgreed: true,
    termsVersion: "1.0",
  });
  if (registered.status() === 409) return null;
  expect(registered.status(), `POST /api/register: ${await registered.text()}`).toBe(201);
  if (verified) {
    const verificationCode = await verificationCodeOf(request, email);
    const done = await request.post("/api/verify-email", { data: { email, verificationCode } });
    expect(done.status(), `POST /api/verify-email: ${await done.text()}`).toBe(200);
  }
  return { email, password: E2E_PASSWORD };
}

/** Who `newUser` registers: a carrier of the registry sample, or a broker (of the demo brokerage unless named). */
export type NewUserOptions =
  | { type: "carrier"; label: string }
  | { type: "broker"; label: string; verified?: boolean; brokerage?: RegistryNumbers };

/**
 * The one way a test makes an account (the `newUser` fixture, e2e/support/test.ts): registered and
 * verified through the API with `request`, which must not be the page's context so the browser
 * stays signed out. A carrier takes a free registry record (a record registered before is skipped
 * for another); a broker joins the demo brokerage unless `brokerage` names another record.
 */
export async function registerUser(
  request: APIRequestContext,
  options: NewUserOptions,
): Promise<{ email: string; password: string; companyName: string }> {
  if (options.type === "broker") {
    const brokerage = options.brokerage ?? DEMO_BROKERAGE;
    const verified = options.verified ?? true;
    const broker = await registerVerified(request, "broker", brokerage, { label: options.label, verified });
    if (!broker) throw new Error(`POST /api/register refused ${brokerage.mcNumber} as taken`);
    return { ...broker, companyName: brokerage.companyName };
  }
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const carrier = await pickRegistryCarrier(request);
    const account = await registerVerified(request, "carrier", carrier, { label: options.label });
    if (account) return { ...account, companyName: carrier.companyName };
  }
  throw new Error("no free carrier in the registry sample after 5 tries");
}

/**
 * POST /api/register, waiting out the API's throttle: registrations refused as taken (409) slow the
 * next ones from the same address for a few seconds (429 with Retry-After), which parallel test
 * workers that each register accounts can meet.
 */
export async function postRegister(request: APIRequestContext, data: Record<string, unknown>) {
  for (let attempt = 0; ; attempt += 1) {
    const response = await request.post("/api/register", { data });
    if (response.status() !== 429 || attempt >= 5) return response;
    const seconds = Number(response.headers()["retry-after"] ?? "2");
    await new Promise((resolve) => setTimeout(resolve, (Number.isFinite(seconds) ? seconds : 2) * 1000 + 250));
  }
}

interface RegistryEntry {
  companyName: string;
  mcNumber: string;
  dotNumber: string;
  status: string | null;
  phoneNumber: string | null;
  email: string | null;
}

/**
 * An active carrier of the registry sample that no demo account uses, picked at random so a rerun
 * on the same database is unlikely to meet one registered before.
 */
export async function pickRegistryCarrier(request: APIRequestContext): Promise<RegistryEntry> {
  return pickRegistryEntry(request, "carriers");
}

/**
 * An active brokerage of the registry sample other than the demo ones, at random: its first broker
 * founds the brokerage, so a test gets a tenant of its own with no loads.
 */
export async function pickRegistryBrokerage(request: APIRequestContext): Promise<RegistryEntry> {
  return pickRegistryEntry(request, "brokers");
}

/** Words that many active names of each kind in the sample hold. */
const REGISTRY_WORDS = {
  carriers: ["Express", "Logistics", "Transport", "Freight", "Trucking", "Hauling", "Lines", "Carriers"],
  brokers: ["Freight", "Logistics", "Brokerage", "Transportation", "Partners"],
};

async function pickRegistryEntry(request: APIRequestContext, kind: "carriers" | "brokers"): Promise<RegistryEntry> {
  const words = REGISTRY_WORDS[kind];
  const word = words[Math.floor(Math.random() * words.length)] ?? "Freight";
  const response = await request.get(`/api/fmcsa-${kind}/search?${new URLSearchParams({ q: word })}`);
  expect(response.status(), `${kind} search: ${await response.text()}`).toBe(200);
  const entries = ((await response.json()) as RegistryEntry[]).filter(
    (entry) => entry.status === "A" && !/demo|other lane/i.test(entry.companyName),
  );
  expect(entries.length, "the e2e database holds the FMCSA sample (scripts/e2e-api.mjs)").toBeGreaterThan(0);
  const entry = entries[Math.floor(Math.random() * entries.length)];
  if (!entry) throw new Error(`no registry entry picked among ${kind}`);
  return entry;
}
