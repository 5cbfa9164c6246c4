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
import { type BrokerageMatch, type BrokerRegistrationStatus, matchBrokerage } from "./match-brokerage";
import { onLoadCreated } from "./on-load-created";

export interface CreateLoadResult {
  id: string;
  brokerRegistrationStatus: BrokerRegistrationStatus;
  linkedDocuments: number;
  uploadedAt: string;
  deadlineAt: string;
}

type Point = { lat: number; lng: number } | null;

export interface LoadPoints {
  pickup: Point;
  delivery: Point;
}

/**
 * Coordinates as posted, else the gazetteer's for the city: a load without them is never found by
 * radius. One D1 batch for any number of loads (each distinct city is looked up once).
 */
export async function locateLoads(db: Database, inputs: readonly NewLoad[]): Promise<LoadPoints[]> {
  const posted = (lat?: number, lng?: number): Point => (lat !== undefined && lng !== undefined ? { lat, lng } : null);
  const wanted = new Map<string, number>();
  const keyOf = (city: string, state: string) => searchName(`${city}, ${state}`);
  const need = (city: string, state: string) => {
    const key = keyOf(city, state);
    if (!wanted.has(key)) wanted.set(key, wanted.size);
  };
  for (const input of inputs) {
    if (!posted(input.pickupLatitude, input.pickupLongitude)) need(input.pickupCity, input.pickupState);
    if (!posted(input.deliveryLatitude, input.deliveryLongitude)) need(input.deliveryCity, input.deliveryState);
  }
  const keys = [...wanted.keys()];
  const lookup = (key: string) =>
    db.select({ lat: places.latitude, lng: places.longitude }).from(places).where(eq(places.searchName, key)).limit(1);
  const [first, ...rest] = keys.map(lookup);
  const found = first ? await db.batch([first, ...rest]) : [];
  const pointOf = (city: string, state: string): Point => found[wanted.get(keyOf(city, state)) ?? -1]?.[0] ?? null;
  return inputs.map((input) => ({
    pickup: posted(input.pickupLatitude, input.pickupLongitude) ?? pointOf(input.pickupCity, input.pickupState),
    delivery:
      posted(input.deliveryLatitude, input.deliveryLongitude) ?? pointOf(input.deliveryCity, input.deliveryState),
  }));
}

/** The stored fields of a load's content (what a partner's repeat push may change). */
export function loadContent(input: NewLoad, match: BrokerageMatch, located: LoadPoints, uploadedAt: Date) {
  return {
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
  };
}

/** A new load's row: its content, its carrier, and its 48-hour deadline from the moment of upload. */
export function newLoadRow(args: {
  id: string;
  userId: string;
  input: NewLoad;
  match: BrokerageMatch;
  located: LoadPoints;
  now: number;
}) {
  const uploadedAt = new Date(args.now);
  return {
    id: args.id,
    userId: args.userId,
    ...loadContent(args.input, args.match, args.located, uploadedAt),
    uploadedAt,
    uploadTimestamp: args.now,
    deadlineAt: documentDeadline(args.now),
  };
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
 * The partner API's batch push shares the row, the location and the hook (services/partners/loads/push.ts).
 */
export async function createLoad({ ctx, input }: { ctx: ServiceContext; input: NewLoad }): Promise<CreateLoadResult> {
  const actor = requireLoadSubmitter(ctx);
  const now = ctx.now();
  const probe = { userId: actor.userId, loadNumber: input.loadNumber, brokerEmail: input.brokerEmail, now };
  const [match, [located], existing] = await Promise.all([
    matchBrokerage(ctx.db, input),
    locateLoads(ctx.db, [input]),
    findRecentDuplicate(ctx.db, probe),
  ]);
  if (existing) throw duplicateLoadRefusal(existing);
  const id = crypto.randomUUID();
  const row = newLoadRow({ id, userId: actor.userId, input, match, located: located as LoadPoints, now });
  const { uploadedAt, deadlineAt } = row;
  const key = duplicateKey({ ...probe, uploadedAt: now });

  const [, , linked] = await ctx.db
    .batch([
      ctx.db.insert(loads).values({ ...row, duplicateKey: key }),
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
