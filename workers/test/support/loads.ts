// Fixtures of the loads, rates and places tests: brokerages written directly in D1, the status check
// of an answer, and bulk load rows for the search property test.
import { env } from "cloudflare:test";
import type { TrailerType } from "@truerate/domain/enums";
import { expect } from "vitest";
import type { TestUser } from "./accounts";
import type { CallResponse } from "./call";

const DAY = 24 * 60 * 60 * 1000;

export type { TestUser };

/** The JSON body, after asserting the status with the body in the message. */
export async function expectStatus<T = unknown>(response: CallResponse, status: number): Promise<T> {
  expect(response.status, response.describe).toBe(status);
  return (response.text ? JSON.parse(response.text) : null) as T;
}

export interface Problem {
  code: string;
  message: string;
  details?: { fields?: Record<string, string[]>; description?: string };
}

/** A load end as a row stores it: its place, point and, when known, its ZIP3 area. */
interface RowPlace {
  city: string;
  state: string;
  lat: number;
  lng: number;
  zip3?: string | null;
}

export interface LoadRow {
  id?: string;
  userId: string | null;
  brokerName?: string;
  brokerEmail?: string;
  brokerMcNumber?: string | null;
  mileage?: number;
  trailerType: TrailerType;
  pickup: RowPlace;
  delivery: RowPlace;
  date?: string;
  rateCents?: number;
  trueRateCents?: number | null;
  verified?: boolean;
  uploadedAt: number;
  brokerageId?: string | null;
}

/**
 * One load row as an INSERT, written straight to D1 (property tests need hundreds, and a row
 * written this way gets its report keys from the database's attribution trigger, as old rows did).
 */
export function loadRowStatement(row: LoadRow & { id: string }): D1PreparedStatement {
  return env.DB.prepare(
    `INSERT INTO loads (id, user_id, broker_name, broker_email, load_number, date, pickup_city, pickup_state,
       pickup_latitude, pickup_longitude, delivery_city, delivery_state, delivery_latitude, delivery_longitude,
       mileage, weight, rate_cents, true_rate_cents, verified, trailer_type, uploaded_at, deadline_at, brokerage_id,
       pickup_zip3, delivery_zip3, broker_mc_number)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 40000, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).bind(
    row.id,
    row.userId,
    row.brokerName ?? "Test Broker LLC",
    row.brokerEmail ?? "broker@example.test",
    `LN-${row.id.slice(0, 8)}`,
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
    row.pickup.zip3 ?? null,
    row.delivery.zip3 ?? null,
    row.brokerMcNumber ?? null,
  );
}

/** Writes load rows straight to D1, 100 statements a batch; returns their ids in order. */
export async function insertLoads(rows: LoadRow[]): Promise<string[]> {
  const ids = rows.map((row) => row.id ?? crypto.randomUUID());
  const statements = rows.map((row, index) => loadRowStatement({ ...row, id: ids[index] as string }));
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
