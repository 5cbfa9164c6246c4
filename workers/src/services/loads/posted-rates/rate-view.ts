import { centsToDollars } from "@truerate/domain/money";
import type { rates } from "../../../db/schema";

type RateRecord = typeof rates.$inferSelect;

export function rateView(rate: RateRecord) {
  return {
    id: rate.id,
    origin: rate.origin,
    destination: rate.destination,
    truckType: rate.truckType,
    length: rate.length,
    weight: rate.weight,
    rate: centsToDollars(rate.rateCents),
    loadType: rate.loadType,
    datePosted: rate.datePosted.toISOString(),
    validUntil: rate.validUntil?.toISOString() ?? null,
  };
}

export type RateView = ReturnType<typeof rateView>;
