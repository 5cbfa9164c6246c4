import type { NewLoad } from "@truerate/domain/validation/load";
import type { ServiceContext } from "../../../core/service-context";
import type { ReportReview } from "../../../schemas/loads";
import type { PushedCarrier } from "../../../schemas/v1/pushed-carrier";
import type { loadContent, newLoadRow } from "../../loads/create";
import type { BrokerageMatch } from "../../loads/match-brokerage";
import type { Admitted } from "../../reports/admit-loads";
import type { PartnerPrincipal } from "../principal";
import type { PushedPayment } from "./payment-dates";

/** The shapes a push passes between its steps and to its store (live or sandbox). */

export interface Accepted {
  index: number;
  partnerLoadId: string;
  input: NewLoad;
  carrier: PushedCarrier;
  /** The pushed invoice and payment dates; absent when the item names neither (the stored ones stay). */
  payment?: PushedPayment;
  bodyHash: string;
}

/** What a push already holds under each partner id: the load and the hash of the body that made it. */
export type ExistingLoads = Map<string, { loadId: string; bodyHash: string }>;

/**
 * Where a push's loads are kept. Validation, screening and the answer are the same for both; the
 * live store writes `loads` (published figures, the broker's 371.3 request, deadlines), the sandbox
 * store (services/partners/sandbox/store.ts) writes only `sandbox_loads`.
 */
export interface PushStore {
  existing(ctx: ServiceContext, partner: PartnerPrincipal, accepted: readonly Accepted[]): Promise<ExistingLoads>;
  /** Returns the loads made or updated, each with its standing after the write. */
  write(
    ctx: ServiceContext,
    pusher: Pusher,
    created: readonly Created[],
    updated: readonly Updated[],
  ): Promise<Map<string, ReportReview>>;
  /** After the write, for the loads this push created. */
  created(ctx: ServiceContext, pusher: Pusher, won: readonly Created[]): Promise<void>;
}

/** Who pushes: the organisation, the carrier account its loads are submitted for, and that account's carrier key. */
export interface Pusher {
  partner: PartnerPrincipal;
  carrierUserId: string;
  linkedCarrier: string;
}

export type Created = { item: Accepted; row: ReturnType<typeof newLoadRow>; match: BrokerageMatch };
export type Updated = {
  item: Accepted;
  loadId: string;
  content: ReturnType<typeof loadContent> & { id: string; carrierKey: string; quarantine: string | null };
  admitted: Admitted;
};
