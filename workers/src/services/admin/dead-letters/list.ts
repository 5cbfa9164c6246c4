import type { ServiceContext } from "../../../core/service-context";
import { deadLettersWith } from "../../../db/queries/admin-dead-letters";
import { requireAdministrator } from "../../access/admin";
import { type DeadLetterView, deadLetterView } from "../../notifications/dead-letters/view";

export const DEAD_LETTERS_LIMIT = 200;
export const DEAD_LETTER_FILTERS = ["pending", "retried", "all"] as const;
export type DeadLetterFilter = (typeof DEAD_LETTER_FILTERS)[number];

/** Messages that exhausted their retries, newest first: by default those not retried yet. */
export async function listDeadLetters(
  ctx: ServiceContext,
  input: { status: DeadLetterFilter },
): Promise<DeadLetterView[]> {
  requireAdministrator(ctx);
  const rows = await deadLettersWith(ctx.db, { status: input.status, limit: DEAD_LETTERS_LIMIT });
  return rows.map(deadLetterView);
}
