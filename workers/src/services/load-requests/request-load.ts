import { AppError } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { requestWithLoad } from "../../db/queries/load-requests";
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
    claims = await verifyResponseToken(ctx, token);
  } catch (error) {
    if (error instanceof AppError && error.code === "FORBIDDEN") throw await refuseForged(ctx);
    throw error;
  }
  const found = await requestWithLoad(ctx.db, claims.loadId);
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
