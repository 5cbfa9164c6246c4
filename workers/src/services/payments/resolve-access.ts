import { type AccessDecision, decideAccess } from "@truerate/domain/access";
import type { PaymentsContext } from "../../core/payments-context";
import { requireBillingUser } from "./refresh";

/** Whether the signed-in user may use subscription-gated features now (renewals and lapses included). */
export async function resolveAccess({ ctx }: { ctx: PaymentsContext }): Promise<AccessDecision> {
  const user = await requireBillingUser(ctx);
  return decideAccess(user, ctx.brokerAccess);
}
