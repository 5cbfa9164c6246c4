import { documentDeadline } from "@truerate/domain/compliance";
import { duplicateKey } from "@truerate/domain/loads/duplicate-key";
import { dollarsToCents } from "@truerate/domain/money";
import { todayInNewYork } from "@truerate/domain/validation/input";
import type { NewLoad } from "@truerate/domain/validation/load";
import { and, eq, isNull } from "drizzle-orm";
import type { ServiceContext } from "../../core/service-context";
import type { Database } from "../../db/client";
import { auditLog, documents, loadRequests, loads, places } from "../../db/schema";
import { searchName } from "../places/search-name";
import { requireLoadSubmitter } from "./access";
import { duplicateLoadRefusal, findRecentDuplicate, loadWithDuplicateKey } from "./duplicates";
import { type BrokerRegistrationStatus, matchBrokerage } from "./match-brokerage";
import { onLoadCreated } from "./on-load-created";

export interface CreateLoadResult {
  id: string;
  brokerRegistrationStatus: BrokerRegistrationStatus;
  linkedDocuments: number;
  uploadedAt: string;
  deadlineAt: string;
}

type Point = { lat: number; lng: number } | null;

/** Coordinates as posted, else the gazetteer's for the city: a load without them is never found by radius. */
async function locate(db: Database, input: NewLoad): Promise<{ pickup: Point; delivery: Point }> {
  const posted = (lat?: number, lng?: number): Point => (lat !== undefined && lng !== undefined ? { lat, lng } : null);
  let pickup = posted(input.pickupLatitude, input.pickupLongitude);
  let delivery = posted(input.deliveryLatitude, input.deliveryLongitude);
  if (pickup && delivery) return { pickup, delivery };
  const lookup = (city: string, state: string) =>
    db
      .select({ lat: places.latitude, lng: places.longitude })
      .from(places)
      .where(eq(places.searchName, searchName(`${city}, ${state}`)))
      .limit(1);
  const [pickupPlace, deliveryPlace] = await db.batch([
    lookup(input.pickupCity, input.pickupState),
    lookup(input.deliveryCity, input.deliveryState),
  ]);
  pickup ??= pickupPlace[0] ?? null;
  delivery ??= deliveryPlace[0] ?? null;
  return { pickup, delivery };
}

const isDuplicateKeyConflict = (error: unknown) =>
  /UNIQUE constraint failed: loads\.duplicate_key/i.test(
    `${error instanceof Error ? error.message : ""} ${error instanceof Error ? String(error.cause ?? "") : ""}`,
  );

/**
 * Records a carrier's load (the load-board spec's states and transitions, load upload): the load with its 48-hour deadline, its
 * 371.3 request to the broker, the carrier's documents not yet linked to a load, and the audit
 * row, in one batch; then the request is queued and the `onLoadCreated` hook runs. The same load
 * (carrier, load number, broker) within a day is refused with 409 and the existing load's id.
 * Every caller that creates loads (the portal's form, the partner API) comes through here.
 */
export async function createLoad({ ctx, input }: { ctx: ServiceContext; input: NewLoad }): Promise<CreateLoadResult> {
  const actor = requireLoadSubmitter(ctx);
  const now = ctx.now();
  const probe = { userId: actor.userId, loadNumber: input.loadNumber, brokerEmail: input.brokerEmail, now };
  const [match, located, existing] = await Promise.all([
    matchBrokerage(ctx.db, input),
    locate(ctx.db, input),
    findRecentDuplicate(ctx.db, probe),
  ]);
  if (existing) throw duplicateLoadRefusal(existing);
  const id = crypto.randomUUID();
  const uploadedAt = new Date(now);
  const deadlineAt = documentDeadline(now);
  const key = duplicateKey({ ...probe, uploadedAt: now });

  const [, , linked] = await ctx.db
    .batch([
      ctx.db.insert(loads).values({
        id,
        userId: actor.userId,
        brokerName: input.brokerName,
        brokerEmail: input.brokerEmail,
        brokerMcNumber: input.brokerMcNumber ?? null,
        brokerUserId: match.brokerUserId,
        brokerageId: match.brokerageId,
        loadNumber: input.loadNumber,
        date: input.date ?? todayInNewYork(uploadedAt),
        pickupCity: input.pickupCity,
        pickupState: input.pickupState,
        pickupLatitude: located.pickup?.lat ?? null,
        pickupLongitude: located.pickup?.lng ?? null,
        deliveryCity: input.deliveryCity,
        deliveryState: input.deliveryState,
        deliveryLatitude: located.delivery?.lat ?? null,
        deliveryLongitude: located.delivery?.lng ?? null,
        mileage: input.mileage,
        weight: input.weight,
        rateCents: dollarsToCents(input.rate),
        trailerType: input.trailerType,
        uploadedAt,
        uploadTimestamp: now,
        deadlineAt,
        duplicateKey: key,
      }),
      ctx.db.insert(loadRequests).values({ loadId: id, nonce: crypto.randomUUID(), queuedAt: uploadedAt }),
      ctx.db
        .update(documents)
        .set({ loadId: id, loadNumber: input.loadNumber })
        .where(and(eq(documents.userId, actor.userId), isNull(documents.loadId))),
      ctx.db.insert(auditLog).values({
        actorUserId: actor.userId,
        action: "load.created",
        entityType: "load",
        entityId: id,
        details: { brokerRegistrationStatus: match.status, matchedBy: match.matchedBy },
        requestId: ctx.requestId,
        createdAt: uploadedAt,
      }),
    ])
    .catch(async (error: unknown) => {
      if (!isDuplicateKeyConflict(error)) throw error;
      throw duplicateLoadRefusal((await loadWithDuplicateKey(ctx.db, key)) ?? "");
    });

  await onLoadCreated({
    ctx,
    load: { id, userId: actor.userId, brokerageId: match.brokerageId, uploadedAt, deadlineAt },
  });
  return {
    id,
    brokerRegistrationStatus: match.status,
    linkedDocuments: linked.meta.changes,
    uploadedAt: uploadedAt.toISOString(),
    deadlineAt: deadlineAt.toISOString(),
  };
}
