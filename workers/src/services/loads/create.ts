import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { auditLog, documents, loads, places } from "../../db/schema";
import { DOCUMENT_DEADLINE_HOURS, documentDeadline } from "../../domain/compliance";
import { dollarsToCents } from "../../domain/money";
import { todayInNewYork } from "../../domain/validation/input";
import type { NewLoad } from "../../domain/validation/load";
import type { ServiceContext } from "../../http/service-context";
import { searchName } from "../places/search-name";
import { requireLoadSubmitter } from "./access";
import { type BrokerRegistrationStatus, matchBrokerage } from "./match-brokerage";
import { onLoadCreated } from "./on-load-created";

/** Brokers owe the carrier the load's documents within 48 hours of the upload (spec 001 §9). */
export const DOCUMENT_DEADLINE_MS = DOCUMENT_DEADLINE_HOURS * 60 * 60 * 1000;

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

/**
 * Records a carrier's load (spec 001 §4, load upload): the load with its 48-hour deadline, the
 * carrier's documents not yet linked to a load, and the audit row, in one batch; then the
 * `onLoadCreated` hook. Reports whether the broker is a registered brokerage.
 */
export async function createLoad({ ctx, input }: { ctx: ServiceContext; input: NewLoad }): Promise<CreateLoadResult> {
  const actor = requireLoadSubmitter(ctx);
  const [match, located] = await Promise.all([matchBrokerage(ctx.db, input), locate(ctx.db, input)]);
  const id = crypto.randomUUID();
  const now = ctx.now();
  const uploadedAt = new Date(now);
  const deadlineAt = documentDeadline(now);

  const [, linked] = await ctx.db.batch([
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
    }),
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
  ]);

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
