import { documentDeadline } from "@truerate/domain/compliance";
import { duplicateKey } from "@truerate/domain/loads/duplicate-key";
import { dollarsToCents } from "@truerate/domain/money";
import { brokerKey, carrierKey, carrierSource } from "@truerate/domain/reports/attribution";
import { todayInNewYork } from "@truerate/domain/validation/input";
import type { NewLoad } from "@truerate/domain/validation/load";
import type { ServiceContext } from "../../core/service-context";
import { carrierDotNumber, insertCarrierLoad } from "../../db/queries/loads";
import type { CreateLoadResult } from "../../schemas/loads";
import { requireLoadSubmitter } from "../access/loads";
import { auditRecord } from "../audit/audit";
import { type Admitted, admitLoads, type LoadPoints } from "../reports/admit-loads";
import { refusedAtTheDoor, reportReview } from "../reports/review";
import { duplicateLoadRefusal, findRecentDuplicate, loadWithDuplicateKey } from "./duplicates";
import { type BrokerageMatch, matchBrokerage } from "./match-brokerage";
import { onLoadCreated } from "./on-load-created";

/** Who a report is from: the source that submitted it and the carrier that hauled it (domain/reports/attribution.ts). */
export interface ReportOrigin {
  sourceKey: string;
  carrierKey: string;
}

/** The stored fields of a load's content (what a partner's repeat push may change). */
export function loadContent(input: NewLoad, match: BrokerageMatch, located: LoadPoints, uploadedAt: Date) {
  return {
    brokerKey: brokerKey({ brokerageId: match.brokerageId, mcNumber: input.brokerMcNumber, email: input.brokerEmail }),
    brokerName: input.brokerName,
    brokerEmail: input.brokerEmail,
    brokerMcNumber: input.brokerMcNumber ?? null,
    brokerUserId: match.brokerUserId,
    brokerageId: match.brokerageId,
    loadNumber: input.loadNumber,
    date: input.date ?? todayInNewYork(uploadedAt),
    pickupCity: input.pickupCity,
    pickupState: input.pickupState,
    pickupLatitude: located.pickup.lat,
    pickupLongitude: located.pickup.lng,
    pickupZip3: located.zip3.pickup,
    deliveryCity: input.deliveryCity,
    deliveryState: input.deliveryState,
    deliveryLatitude: located.delivery.lat,
    deliveryLongitude: located.delivery.lng,
    deliveryZip3: located.zip3.delivery,
    mileage: input.mileage,
    weight: input.weight,
    rateCents: dollarsToCents(input.rate),
    trailerType: input.trailerType,
  };
}

/**
 * A new load's row: its content, its carrier account, who it is from, whether it is held for
 * review, and its 48-hour deadline from the moment of upload.
 */
export function newLoadRow(args: {
  id: string;
  userId: string;
  input: NewLoad;
  match: BrokerageMatch;
  admitted: Admitted;
  origin: ReportOrigin;
  now: number;
}) {
  const uploadedAt = new Date(args.now);
  const { quarantine } = args.admitted;
  return {
    id: args.id,
    userId: args.userId,
    ...loadContent(args.input, args.match, args.admitted.located, uploadedAt),
    ...args.origin,
    reviewStatus: quarantine ? ("quarantined" as const) : ("counted" as const),
    reviewReason: quarantine,
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
 * Records a carrier's load (docs/product.md#load-board-states-and-transitions, load upload): the load with its 48-hour deadline, its
 * 371.3 request to the broker, the carrier's documents not yet linked to a load, and the audit
 * row, in one batch; then the request is queued and the `onLoadCreated` hook runs. The same load
 * (carrier, load number, broker) within a day is refused with 409 and the existing load's id.
 * The partner API's batch push shares the row, the location and the hook (services/partners/loads/push.ts).
 */
export async function createLoad(ctx: ServiceContext, input: NewLoad): Promise<CreateLoadResult> {
  const actor = requireLoadSubmitter(ctx);
  const now = ctx.now();
  const probe = { userId: actor.userId, loadNumber: input.loadNumber, brokerEmail: input.brokerEmail, now };
  const source = carrierSource(actor.userId);
  const [match, [admission], existing, carrier] = await Promise.all([
    matchBrokerage(ctx, { broker: input }),
    admitLoads(ctx, { inputs: [input], source }),
    findRecentDuplicate(ctx, probe),
    carrierDotNumber(ctx.db, actor.userId),
  ]);
  if (existing) throw duplicateLoadRefusal(existing);
  if (!admission?.ok) throw refusedAtTheDoor(admission?.errors ?? {});
  const id = crypto.randomUUID();
  const origin = { sourceKey: source, carrierKey: carrierKey({ dotNumber: carrier?.dotNumber, userId: actor.userId }) };
  const row = newLoadRow({ id, userId: actor.userId, input, match, admitted: admission, origin, now });
  const { uploadedAt, deadlineAt } = row;
  const key = duplicateKey({ ...probe, uploadedAt: now });

  const linked = await insertCarrierLoad(ctx.db, {
    row,
    duplicateKey: key,
    loadNumber: input.loadNumber,
    nonce: crypto.randomUUID(),
    audit: auditRecord(ctx, {
      actorUserId: actor.userId,
      action: "load.created",
      entityType: "load",
      entityId: id,
      details: { brokerRegistrationStatus: match.status, matchedBy: match.matchedBy, quarantine: row.reviewReason },
      at: uploadedAt,
    }),
  }).catch(async (error: unknown) => {
    if (!isDuplicateKeyConflict(error)) throw error;
    throw duplicateLoadRefusal((await loadWithDuplicateKey(ctx, { key })) ?? "");
  });

  await onLoadCreated(ctx, {
    load: { id, userId: actor.userId, brokerageId: match.brokerageId, uploadedAt, deadlineAt },
  });
  return {
    id,
    brokerRegistrationStatus: match.status,
    linkedDocuments: linked,
    uploadedAt: uploadedAt.toISOString(),
    deadlineAt: deadlineAt.toISOString(),
    review: reportReview(row.reviewStatus, row.reviewReason),
  };
}
