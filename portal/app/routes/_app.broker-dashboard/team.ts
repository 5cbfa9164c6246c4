import type { components } from "@truerate/sdk";

/** One member of the broker's brokerage, or one waiting to join (GET /api/brokerage/members). */
export type BrokerageMember = components["schemas"]["BrokerageMember"];

/**
 * Who the signed-in broker is to their brokerage: a member (with the team), waiting for approval,
 * without a brokerage, or unknown because the call failed.
 */
export type TeamState =
  | { state: "member"; members: BrokerageMember[] }
  | { state: "pending" }
  | { state: "none" }
  | { state: "failed" };

export const TEAM_MESSAGES = {
  pendingTitle: "Waiting for approval",
  // The API's words (services/brokerages/access.ts), so the portal and the API say the same.
  pending: "Your request to join this brokerage is waiting for approval by one of its members.",
  pendingHint: "A member approves it from the Team tab of their Broker Dashboard; then this page shows your brokerage.",
  none: "You are not a member of a brokerage. Set your brokerage's MC and DOT numbers in your profile to ask to join it.",
  failed: "Failed to load your brokerage's team",
  noRequests: "No one is waiting to join.",
  approveFailed: "Failed to approve the request",
  declineFailed: "Failed to decline the request",
} as const;

export const TEAM_INTENTS = ["approve", "decline"] as const;
