import type { PartnerPrincipal } from "../principal";

/**
 * The Idempotency-Key namespace of a push: the organisation's live and sandbox pushes never share
 * one, so a key reused across them can never replay a sandbox answer to a live push.
 */
export function pushIdempotencyScope(partner: Pick<PartnerPrincipal, "organisationId" | "sandbox">): string {
  return partner.sandbox
    ? `partner-loads:sandbox:${partner.organisationId}`
    : `partner-loads:${partner.organisationId}`;
}
