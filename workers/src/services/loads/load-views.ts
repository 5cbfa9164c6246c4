// Load rows → the shapes the API answers. Cents become dollars here and nowhere else.

import type { loads } from "../../db/schema";
import type { TrailerType } from "../../domain/enums";
import { centsToDollars } from "../../domain/money";
import type { BrokerRegistrationStatus } from "./match-brokerage";

type LoadRecord = typeof loads.$inferSelect;

/** A verified load's true rate in dollars; null until an admin verified it. */
export function trueRateOf(load: { verified: boolean | number; trueRateCents: number | null }): number | null {
  return load.verified && load.trueRateCents !== null ? centsToDollars(load.trueRateCents) : null;
}

/** The carrier's own load (My Shipments): every field of spec 001 §3 except internal ids. */
export function carrierLoadView(load: LoadRecord) {
  return {
    id: load.id,
    brokerName: load.brokerName,
    brokerEmail: load.brokerEmail,
    brokerMcNumber: load.brokerMcNumber,
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
    trueRate: trueRateOf(load),
    verified: load.verified,
    verifiedAt: load.verifiedAt?.toISOString() ?? null,
    trailerType: load.trailerType,
    uploadedAt: load.uploadedAt.toISOString(),
    deadlineAt: load.deadlineAt.toISOString(),
    complianceStatus: load.complianceStatus,
  };
}

export type CarrierLoadView = ReturnType<typeof carrierLoadView>;

/** A search row of spec 001 §3, as read by the search query (snake case, cents, epoch ms). */
export interface SearchRecord {
  id: string;
  pickup_city: string;
  pickup_state: string;
  delivery_city: string;
  delivery_state: string;
  broker_name: string;
  trailer_type: TrailerType;
  weight: number;
  mileage: number;
  rate_cents: number;
  true_rate_cents: number | null;
  uploaded_at: number;
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
    trailerType: record.trailer_type,
    weight: record.weight,
    mileage: record.mileage,
    rate: centsToDollars(record.rate_cents),
    trueRate: record.true_rate_cents === null ? null : centsToDollars(record.true_rate_cents),
    uploadedAt: new Date(record.uploaded_at).toISOString(),
  };
}

export type SearchRowView = ReturnType<typeof searchRowView>;
