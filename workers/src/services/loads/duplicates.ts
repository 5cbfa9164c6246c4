import { DUPLICATE_LOAD_MESSAGE, DUPLICATE_WINDOW_MS } from "@truerate/domain/loads/duplicate-key";
import { AppError } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { loadIdWithDuplicateKey, recentDuplicateLoadId } from "../../db/queries/loads";

/** 409 naming the load already recorded, so a client can go to it instead of posting again. */
export function duplicateLoadRefusal(existingLoadId: string): AppError {
  return new AppError("CONFLICT", DUPLICATE_LOAD_MESSAGE, { existingLoadId });
}

export interface DuplicateProbe {
  userId: string;
  loadNumber: string;
  brokerEmail: string;
  now: number;
}

/**
 * The carrier's same load (number and broker) uploaded within the last day, if any. This catches
 * a resubmission across midnight; parallel posts of the same day are refused by the unique
 * duplicate key at insert (see create.ts), which no read-then-write check could guarantee.
 */
export function findRecentDuplicate(ctx: ServiceContext, probe: DuplicateProbe): Promise<string | null> {
  const { now, ...load } = probe;
  return recentDuplicateLoadId(ctx.db, { ...load, since: now - DUPLICATE_WINDOW_MS });
}

/** After a unique-key failure: the load that holds the key. */
export function loadWithDuplicateKey(ctx: ServiceContext, input: { key: string }): Promise<string | null> {
  return loadIdWithDuplicateKey(ctx.db, input.key);
}
