// Fixtures of the loads, rates and places tests: users with sessions created directly in D1, a
// fetch that carries the session cookie, and bulk load rows for the search property test.
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import type { TrailerType, UserType } from "@truerate/domain/enums";
import { expect } from "vitest";
import { sha256Hex } from "../src/services/auth/tokens";

const ORIGIN = "http://api.test";
const DAY = 24 * 60 * 60 * 1000;

export interface TestUser {
  id: string;
  email: string;
  token: string;
}

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

export async function createBrokerage(fields: {
  name: string;
  mcNumber: string;
  emailDomain?: string;
}): Promise<string> {
  const id = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO brokerages (id, name, mc_number, email_domain) VALUES (?, ?, ?, ?)")
    .bind(id, fields.name, fields.mcNumber, fields.emailDomain ?? null)
    .run();
  return id;
}

/** A verified, subscribed user of `role` with a live session; its token goes in the cookie. */
export async function createUser(
  role: UserType,
  fields: { brokerageId?: string; companyName?: string; mcNumber?: string; email?: string } = {},
): Promise<TestUser> {
  const id = crypto.randomUUID();
  const email = fields.email ?? `${role}-${unique()}@example.test`;
  const token = Array.from(
    crypto.getRandomValues(new Uint8Array(32)),
    (byte) => "abcdefghijklmnopqrstuvwxyz234567"[byte % 32],
  ).join("");
  const now = Date.now();
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO users (id, email, password_hash, user_type, company_name, mc_number, verified, is_admin,
         subscription_status, has_paid_subscription, subscription_period_end, brokerage_id)
       VALUES (?, ?, 'not-a-hash', ?, ?, ?, 1, ?, 'active', 1, ?, ?)`,
    ).bind(
      id,
      email,
      role,
      fields.companyName ?? null,
      fields.mcNumber ?? null,
      role === "admin" ? 1 : 0,
      now + 30 * DAY,
      fields.brokerageId ?? null,
    ),
    env.DB.prepare(
      "INSERT INTO sessions (id, user_id, created_at, expires_at, last_seen_at) VALUES (?, ?, ?, ?, ?)",
    ).bind(sha256Hex(token), id, now, now + 30 * DAY, now),
  ]);
  return { id, email, token };
}

/** A request to the worker as the portal sends it: same-origin, with the session cookie when signed in. */
export function api(path: string, init: { method?: string; body?: unknown; user?: TestUser | null } = {}) {
  const headers = new Headers({ origin: ORIGIN });
  if (init.user) headers.set("cookie", `truerate_session=${init.user.token}`);
  if (init.body !== undefined) headers.set("content-type", "application/json");
  return exports.default.fetch(
    new Request(`${ORIGIN}${path}`, {
      method: init.method ?? "GET",
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
  );
}

/** The JSON body, after asserting the status with the body in the message. */
export async function expectStatus<T = unknown>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
}

export interface Problem {
  code: string;
  message: string;
  details?: { fields?: Record<string, string[]>; description?: string };
}

export interface LoadRow {
  id?: string;
  userId: string | null;
  brokerName?: string;
  trailerType: TrailerType;
  pickup: { city: string; state: string; lat: number; lng: number };
  delivery: { city: string; state: string; lat: number; lng: number };
  date?: string;
  rateCents?: number;
  trueRateCents?: number | null;
  verified?: boolean;
  uploadedAt: number;
  brokerageId?: string | null;
}

/** Writes loads straight to D1 (the property test needs hundreds); 100 statements a batch. */
export async function insertLoads(rows: LoadRow[]): Promise<string[]> {
  const ids: string[] = [];
  const statements = rows.map((row) => {
    const id = row.id ?? crypto.randomUUID();
    ids.push(id);
    return env.DB.prepare(
      `INSERT INTO loads (id, user_id, broker_name, broker_email, load_number, date, pickup_city, pickup_state,
         pickup_latitude, pickup_longitude, delivery_city, delivery_state, delivery_latitude, delivery_longitude,
         mileage, weight, rate_cents, true_rate_cents, verified, trailer_type, uploaded_at, deadline_at, brokerage_id)
       VALUES (?, ?, ?, 'broker@example.test', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 500, 40000, ?, ?, ?, ?, ?, ?, ?)`,
    ).bind(
      id,
      row.userId,
      row.brokerName ?? "Test Broker LLC",
      `LN-${id.slice(0, 8)}`,
      row.date ?? new Date(row.uploadedAt).toISOString().slice(0, 10),
      row.pickup.city,
      row.pickup.state,
      row.pickup.lat,
      row.pickup.lng,
      row.delivery.city,
      row.delivery.state,
      row.delivery.lat,
      row.delivery.lng,
      row.rateCents ?? 150_000,
      row.trueRateCents ?? null,
      row.verified ? 1 : 0,
      row.trailerType,
      row.uploadedAt,
      row.uploadedAt + 2 * DAY,
      row.brokerageId ?? null,
    );
  });
  for (let start = 0; start < statements.length; start += 100) await env.DB.batch(statements.slice(start, start + 100));
  return ids;
}

/** A small seeded PRNG (mulberry32), so a failing property run replays exactly. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A place object as the autocomplete gives it to the search form. */
export function placeOf(point: { city: string; state: string; lat: number; lng: number }) {
  return {
    address: `${point.city}, ${point.state}`,
    formattedAddress: `${point.city}, ${point.state}, USA`,
    coordinates: { lat: point.lat, lng: point.lng },
    geometry: { location: { lat: point.lat, lng: point.lng } },
  };
}
