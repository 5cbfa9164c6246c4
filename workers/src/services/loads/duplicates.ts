import { DUPLICATE_LOAD_MESSAGE, DUPLICATE_WINDOW_MS } from "@truerate/domain/loads/duplicate-key";
import { and, eq, gte, sql } from "drizzle-orm";
import { AppError } from "../../core/errors";
import type { Database } from "../../db/client";
import { loads } from "../../db/schema";

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
export async function findRecentDuplicate(db: Database, probe: DuplicateProbe): Promise<string | null> {
  const [found] = await db
    .select({ id: loads.id })
    .from(loads)
    .where(
      and(
        eq(loads.userId, probe.userId),
        eq(sql`lower(trim(${loads.loadNumber}))`, probe.loadNumber.trim().toLowerCase()),
        eq(sql`lower(${loads.brokerEmail})`, probe.brokerEmail.toLowerCase()),
        gte(loads.uploadedAt, new Date(probe.now - DUPLICATE_WINDOW_MS)),
      ),
    )
    .limit(1);
  return found?.id ?? null;
}

/** After a unique-key failure: the load that holds the key. */
export async function loadWithDuplicateKey(db: Database, key: string): Promise<string | null> {
  const [found] = await db.select({ id: loads.id }).from(loads).where(eq(loads.duplicateKey, key)).limit(1);
  return found?.id ?? null;
}
