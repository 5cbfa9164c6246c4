import type { Actor } from "../../core/actor";
import { AppError, forbidden, notFound } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { refusePendingJoin } from "./brokerages";

/** The documents area's messages; the access ones are docs/product.md's (docs/product.md#load-board-roles-and-permissions and #load-board-error-catalogue). */
export const DOCUMENT_MESSAGES = {
  signIn: "Authentication required",
  notFound: "Document not found",
  loadNotFound: "Load not found",
  notificationNotFound: "Notification not found",
  carriersOnly: "Access Denied: This section is only available to carriers.",
  brokersOnly: "Access Denied: This dashboard is only available to brokers.",
  cannotOpen: "Error viewing document",
  defaultDeclineReason: "Document does not meet requirements",
  viewBeforeApprove: "Open the document before approving it",
} as const;

/** The signed-in actor. Routes check first; services check again so no caller can skip it. */
export function requireDocumentUser(ctx: ServiceContext): Actor {
  if (!ctx.actor) throw new AppError("UNAUTHENTICATED", DOCUMENT_MESSAGES.signIn);
  return ctx.actor;
}

/** Shared Documents are for carriers only (docs/product.md#load-board-roles-and-permissions), administrators included out. */
export function requireCarrier(ctx: ServiceContext): Actor {
  const actor = requireDocumentUser(ctx);
  if (actor.role !== "carrier") throw forbidden(DOCUMENT_MESSAGES.carriersOnly);
  return actor;
}

/**
 * Broker document calls are scoped by the session's brokerage. A broker whose join waits for
 * approval is told so; one without any brokerage may call them but owns nothing: `brokerageId`
 * is then an id no row has.
 */
export function requireBrokerage(ctx: ServiceContext): Actor & { brokerageId: string } {
  const actor = requireDocumentUser(ctx);
  if (actor.role !== "broker") throw forbidden(DOCUMENT_MESSAGES.brokersOnly);
  refusePendingJoin(actor);
  return { ...actor, brokerageId: actor.brokerageId ?? "" };
}

export const documentNotFound = () => notFound(DOCUMENT_MESSAGES.notFound);
export const loadNotFound = () => notFound(DOCUMENT_MESSAGES.loadNotFound);
