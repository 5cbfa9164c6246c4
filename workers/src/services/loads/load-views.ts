// Load rows → the shapes the API answers. Cents become dollars here and nowhere else.

import type { TrailerType } from "@truerate/domain/enums";
import { centsToDollars } from "@truerate/domain/money";
import type { loads } from "../../db/schema";
import type { BrokerRegistrationStatus } from "./match-brokerage";
import { loadPaymentView } from "./payment-view";

type LoadRecord = typeof loads.$inferSelect;

/** A verified load's true rate in dollars; null until an admin verified it. */
export function trueRateOf(load: { verified: boolean | number; trueRateCents: number | null }): number | null {
  return load.verified && load.trueRateCents !== null ? centsToDollars(load.trueRateCents) : null;
}

/**
 * The published true rate as every answer shows it (search rows, the carrier's loads, a load's
 * record): the amount, or null, and how it was verified. `trueRateCents` is already the published
 * one: null unless an administrator verified it (trueRateOf's rule, the search's SQL).
 */
export function publishedTrueRate(trueRateCents: number | null, recordVersion: number | null | undefined) {
  return {
    trueRate: trueRateCents === null ? null : centsToDollars(trueRateCents),
    trueRateVerification: trueRateVerification(trueRateCents, recordVersion),
  };
}

/**
 * The broker's profile key, for links to its profile; null for a free-mail address (its key would
 * publish a person's mailbox) and for reports older than broker keys.
 */
export function brokerProfileKey(brokerKey: string | null | undefined): string | null {
  return brokerKey && !brokerKey.startsWith("email:") ? brokerKey : null;
}

/** The carrier's own load (My Shipments): every field of docs/product.md#load-board-entities-and-fields except internal ids. */
export function carrierLoadView(load: LoadRecord) {
  return {
    id: load.id,
    brokerName: load.brokerName,
    brokerEmail: load.brokerEmail,
    brokerMcNumber: load.brokerMcNumber,
    brokerProfileKey: brokerProfileKey(load.brokerKey),
    brokerRegistrationStatus: (load.brokerageId ? "registered" : "unregistered") as BrokerRegistrationStatus,
    loadNumber: load.loadNumber,
    date: load.date,
    pickupCity: load.pickupCity,
    pickupState: load.pickupState,
    pickupLatitude: load.pickupLatitude,
    pickupLongitude: load.pickupLongitude,
    deliveryCity: load.deliveryCity,
    deliveryState: load.deliveryState,
    deliveryLatitude: load.deliveryLatitude,
    deliveryLongitude: load.deliveryLongitude,
    mileage: load.mileage,
    weight: load.weight,
    rate: centsToDollars(load.rateCents),
    ...publishedTrueRate(trueRateOf(load) === null ? null : load.trueRateCents, load.trueRateRecordVersion),
    verified: load.verified,
    verifiedAt: load.verifiedAt?.toISOString() ?? null,
    trailerType: load.trailerType,
    uploadedAt: load.uploadedAt.toISOString(),
    deadlineAt: load.deadlineAt.toISOString(),
    complianceStatus: load.complianceStatus,
    payment: loadPaymentView(load),
  };
}

export type CarrierLoadView = ReturnType<typeof carrierLoadView>;

/** A search row of docs/product.md#load-board-entities-and-fields, as read by the search query (snake case, cents, epoch ms). */
export interface SearchRecord {
  id: string;
  pickup_city: string;
  pickup_state: string;
  delivery_city: string;
  delivery_state: string;
  broker_name: string;
  /** Read for the broker identity summary, never shown: rows name the broker by name and profile. */
  broker_email?: string | null;
  broker_mc_number?: string | null;
  broker_key?: string | null;
  trailer_type: TrailerType;
  weight: number;
  mileage: number;
  rate_cents: number;
  true_rate_cents: number | null;
  date: string;
  uploaded_at: number;
  true_rate_record_version?: number | null;
}

/** How a shown true rate was verified: against the broker's record (which version), or by an administrator alone. */
export function trueRateVerification(trueRateCents: number | null, recordVersion: number | null | undefined) {
  if (trueRateCents === null) return null;
  return recordVersion
    ? { source: "record" as const, recordVersion }
    : { source: "administrator" as const, recordVersion: null };
}

/** What every searcher may see of any carrier's load: the lane, the broker and the money, no carrier. */
export function searchRowView(record: SearchRecord) {
  return {
    id: record.id,
    pickupCity: record.pickup_city,
    pickupState: record.pickup_state,
    deliveryCity: record.delivery_city,
    deliveryState: record.delivery_state,
    brokerName: record.broker_name,
    brokerProfileKey: brokerProfileKey(record.broker_key),
    trailerType: record.trailer_type,
    weight: record.weight,
    mileage: record.mileage,
    rate: centsToDollars(record.rate_cents),
    ...publishedTrueRate(record.true_rate_cents, record.true_rate_record_version),
    date: record.date,
    uploadedAt: new Date(record.uploaded_at).toISOString(),
  };
}

export type SearchRowView = ReturnType<typeof searchRowView>;
