import { eq } from "drizzle-orm";
import { AppError } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { loadRequests, loads, users } from "../../db/schema";
import { assertNotThrottled, recordAttempt, THROTTLES, type ThrottleSubject } from "../auth/throttle";
import { RESPONSE_LINK_MESSAGES, verifyResponseToken } from "./response-token";

/**
 * The load a response link names, with its request and carrier. The link must verify, name a
 * request that still exists with the same nonce (a deleted load, or a link of another request,
 * is not valid), and not have been used: a used link answers 409 and changes nothing. Forged links
 * from one address back off (429 with Retry-After) past a burst.
 */
export async function loadOfResponseLink(ctx: ServiceContext, token: string) {
  const fromHere: ThrottleSubject = [THROTTLES.responseLinkClient, ctx.clientIp];
  await assertNotThrottled(ctx, [fromHere]);
  const forged = async () => {
    await recordAttempt(ctx, fromHere);
    return new AppError("FORBIDDEN", RESPONSE_LINK_MESSAGES.invalid);
  };
  let claims: Awaited<ReturnType<typeof verifyResponseToken>>;
  try {
    claims = await verifyResponseToken(ctx.env, token, ctx.now());
  } catch (error) {
    if (error instanceof AppError && error.code === "FORBIDDEN") throw await forged();
    throw error;
  }
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
  if (!found || found.request.nonce !== claims.nonce) throw await forged();
  if (found.request.answeredAt) throw new AppError("CONFLICT", RESPONSE_LINK_MESSAGES.used);
  return { ...found, nonce: claims.nonce };
}
