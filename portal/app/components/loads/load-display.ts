import type { components } from "@truerate/sdk";
import { format } from "date-fns";
import { TRAILER_TYPE_LABELS } from "../../lib/trailer-types";
import { dollarsPerMile, type TrailerType } from "./domain";

/** A load's page (GET /api/loads/{id}/record): its request, record, documents and margin. */
export type LoadRecord = components["schemas"]["LoadRecord"];

/** docs/product.md#load-board-business-constants-and-limits: the True Rate column's text when no admin has verified the load. */
export const NOT_VERIFIED = "Not Verified";
/** docs/product.md#load-board-business-constants-and-limits: dates read like 'November 23, 2026'. */
export const LOAD_DATE_FORMAT = "MMMM d, yyyy";

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

export function formatDollars(amount: number): string {
  return dollars.format(amount);
}

export function formatTrueRate(trueRate: number | null | undefined): string {
  return trueRate === null || trueRate === undefined ? NOT_VERIFIED : formatDollars(trueRate);
}

/** Rate ÷ mileage to 2 decimals ('$2.75'); a dash when there is no distance to divide by. */
export function formatDollarsPerMile(rate: number, mileage: number): string {
  const perMile = dollarsPerMile(rate, mileage);
  return perMile === null ? "—" : `$${perMile.toFixed(2)}`;
}

export function formatWeight(pounds: number): string {
  return `${whole.format(pounds)} lbs`;
}

export function formatMiles(miles: number): string {
  return `${whole.format(miles)} miles`;
}

/** An instant or a calendar date ('2026-11-23') as 'November 23, 2026', in the viewer's zone. */
export function formatLoadDate(value: string): string {
  // A bare date means that calendar day, not midnight UTC (which is the day before in the US).
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? value : format(date, LOAD_DATE_FORMAT);
}

export function formatRoute(row: {
  pickupCity: string;
  pickupState: string;
  deliveryCity: string;
  deliveryState: string;
}): string {
  return `${row.pickupCity}, ${row.pickupState} → ${row.deliveryCity}, ${row.deliveryState}`;
}

export function trailerTypeLabel(type: TrailerType): string {
  return TRAILER_TYPE_LABELS[type];
}
