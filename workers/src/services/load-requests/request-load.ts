import { eq } from "drizzle-orm";
import { AppError } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { loadRequests, loads, users } from "../../db/schema";
import { RESPONSE_LINK_MESSAGES, verifyResponseToken } from "./response-token";

/**
 * The load a response link names, with its request and carrier. The link must verify, name a
 * request that still exists with the same nonce (a deleted load, or a link of another request,
 * is not valid), and not have been used: a used link answers 409 and changes nothing.
 */
export async function loadOfResponseLink(ctx: ServiceContext, token: string) {
  const claims = await verifyResponseToken(ctx.env, token, ctx.now());
  const [found] = await ctx.db
    .select({
      load: loads,
      request: loadRequests,
      carrierEmail: users.email,
      carrierName: users.companyName,
      carrierMcNumber: users.mcNumber,
    })
    .from(loadRequests)
    .innerJoin(loads, eq(loads.id, loadRequests.loadId))
    .leftJoin(users, eq(users.id, loads.userId))
    .where(eq(loadRequests.loadId, claims.loadId))
    .limit(1);
  if (!found || found.request.nonce !== claims.nonce) throw new AppError("FORBIDDEN", RESPONSE_LINK_MESSAGES.invalid);
  if (found.request.answeredAt) throw new AppError("CONFLICT", RESPONSE_LINK_MESSAGES.used);
  return { ...found, nonce: claims.nonce };
}
