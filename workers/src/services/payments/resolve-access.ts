import { type AccessDecision, decideAccess } from "@truerate/domain/access";
import type { ServiceContext } from "../../core/service-context";
import { requireBillingUser } from "./refresh";

/** Whether the signed-in user may use subscription-gated features now (renewals and lapses included). */
export async function resolveAccess(ctx: ServiceContext): Promise<AccessDecision> {
  const user = await requireBillingUser(ctx);
  return decideAccess(user, ctx.config.BROKER_ACCESS);
}
