import { eq } from "drizzle-orm";
import { AppError } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { loadRequests, loads, users } from "../../db/schema";
import { assertNotThrottled, recordAttempt, THROTTLES, type ThrottleSubject } from "../accounts/throttle";
import { RESPONSE_LINK_MESSAGES, verifyResponseToken } from "./response-token";

/**
 * The load a response link names, with its request and carrier. The link must verify, name a
 * request that still exists (else the carrier withdrew the load: 410) with the same nonce (else a
 * newer request replaced it: 410), and not have been used: a used link answers 409 and changes
 * nothing. Only forged links count against the client's address (429 with Retry-After past a
 * burst): a link that carries our signature was issued by us, so it is never locked out by
 * failures someone else made from the same address.
 */
export async function loadOfResponseLink(ctx: ServiceContext, token: string) {
  let claims: Awaited<ReturnType<typeof verifyResponseToken>>;
  try {
    claims = await verifyResponseToken(ctx.env, token, ctx.now());
  } catch (error) {
    if (error instanceof AppError && error.code === "FORBIDDEN") throw await refuseForged(ctx);
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
  if (!found) throw new AppError("GONE", RESPONSE_LINK_MESSAGES.withdrawn);
  if (found.request.nonce !== claims.nonce) throw new AppError("GONE", RESPONSE_LINK_MESSAGES.replaced);
  if (found.request.answeredAt) throw new AppError("CONFLICT", RESPONSE_LINK_MESSAGES.used);
  return { ...found, nonce: claims.nonce };
}

/** A forged link: 429 while its address is backing off, else counted and refused with 403. */
async function refuseForged(ctx: ServiceContext): Promise<AppError> {
  const fromHere: ThrottleSubject = [THROTTLES.responseLinkClient, ctx.clientIp];
  await assertNotThrottled(ctx, [fromHere]);
  await recordAttempt(ctx, fromHere);
  return new AppError("FORBIDDEN", RESPONSE_LINK_MESSAGES.invalid);
}
