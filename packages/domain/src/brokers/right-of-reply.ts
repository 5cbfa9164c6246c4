/** A brokerage's public reply and its disputes: limits and messages shared by the API and the portal. */
import { z } from "zod";
import { BROKER_DISPUTE_KINDS } from "../enums";
import { requiredText } from "../validation/input";

export const REPLY_MAX_LENGTH = 2000;
export const STATEMENT_MAX_LENGTH = 2000;
export const DECISION_REASON_MAX_LENGTH = 1000;

export const RIGHT_OF_REPLY_MESSAGES = {
  replyRequired: "Please write your reply",
  statementRequired: "Please say what happened and what evidence you have",
  reasonRequired: "Please give the reason for your decision",
  loadRequired: "Please choose the event you dispute",
  notDisputable: "This load has no such event on the profile to dispute",
  alreadyDisputed: "This event is already disputed; an administrator decides it once",
  alreadyDecided: "This dispute was already decided",
  disputeNotFound: "No dispute with this id",
} as const;

export const replySchema = z.object({
  body: requiredText(RIGHT_OF_REPLY_MESSAGES.replyRequired, REPLY_MAX_LENGTH),
});

/** Each disputed event's kind in words, as the profile and the administrators' queue name it. */
export const DISPUTE_KIND_LABELS = {
  deadline_missed: "Missed deadline",
  complaint: "Complaint",
  identity_fail: "Identity check failed",
} as const satisfies Record<(typeof BROKER_DISPUTE_KINDS)[number], string>;

export const disputeSchema = z.object({
  loadId: requiredText(RIGHT_OF_REPLY_MESSAGES.loadRequired, 64),
  kind: z.enum(BROKER_DISPUTE_KINDS),
  statement: requiredText(RIGHT_OF_REPLY_MESSAGES.statementRequired, STATEMENT_MAX_LENGTH),
});

export const disputeDecisionSchema = z.object({
  decision: z.enum(["upheld", "rejected"]),
  reason: requiredText(RIGHT_OF_REPLY_MESSAGES.reasonRequired, DECISION_REASON_MAX_LENGTH),
});
