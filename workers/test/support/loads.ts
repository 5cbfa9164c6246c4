// Fixtures of the loads, rates and places tests: users with sessions created directly in D1, a
// fetch that carries the session cookie, and bulk load rows for the search property test.
import { env } from "cloudflare:test";
import type { TrailerType } from "@truerate/domain/enums";
import { expect } from "vitest";
import type { TestUser } from "./accounts";
import { ORIGIN, portalRequest, send } from "./worker";

const DAY = 24 * 60 * 60 * 1000;

export type { TestUser };

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

/** A request to the worker as the portal sends it: same-origin, with the session cookie when signed in. */
export function api(path: string, init: { method?: string; body?: unknown; user?: TestUser | null } = {}) {
  return send(
    portalRequest(init.method ?? "GET", path, {
      ...(init.body === undefined ? {} : { body: { json: init.body } }),
      sessionToken: init.user?.token ?? null,
      // The portal sends its origin on every call, reads included.
      origin: ORIGIN,
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
  brokerEmail?: string;
  mileage?: number;
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
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 40000, ?, ?, ?, ?, ?, ?, ?)`,
    ).bind(
      id,
      row.userId,
      row.brokerName ?? "Test Broker LLC",
      row.brokerEmail ?? "broker@example.test",
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
      row.mileage ?? 500,
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

/** A place object as the autocomplete gives it to the search form. */
export function placeOf(point: { city: string; state: string; lat: number; lng: number }) {
  return {
    address: `${point.city}, ${point.state}`,
    formattedAddress: `${point.city}, ${point.state}, USA`,
    coordinates: { lat: point.lat, lng: point.lng },
    geometry: { location: { lat: point.lat, lng: point.lng } },
  };
}
