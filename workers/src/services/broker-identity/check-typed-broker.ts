import { LOAD_ONLY_CHECKS, type ParsedBrokerIdentityQuestion } from "@truerate/domain/brokers/identity/question";
import { type IdentityVerdict, identityVerdict } from "@truerate/domain/brokers/identity/schema";
import { forbidden } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { actorOf } from "../access/loads";
import { checkBrokerIdentity } from "./check-broker";

export const BROKER_IDENTITY_MESSAGES = {
  carriersOnly: "Broker identity checks are for carriers.",
} as const;

/** No load yet: the document match has nothing to compare, and is left out rather than `unknown`. */
const NO_LOAD_SOURCE = "no load yet: the broker as typed";

/**
 * The identity checks of a broker a carrier is typing into the load form, before the load exists:
 * the registry, the e-mail domain and the reports, never the rate confirmation. It advises; saving
 * the load never depends on it.
 */
export async function checkTypedBroker(
  ctx: ServiceContext,
  input: ParsedBrokerIdentityQuestion,
): Promise<IdentityVerdict> {
  const actor = actorOf(ctx);
  if (actor.role !== "carrier" || actor.isAdmin) throw forbidden(BROKER_IDENTITY_MESSAGES.carriersOnly);
  const verdict = await checkBrokerIdentity(ctx, {
    broker: { name: input.brokerName, email: input.brokerEmail ?? null, mcNumber: input.brokerMcNumber ?? null },
    carrier: { name: null, mcNumber: null, source: NO_LOAD_SOURCE },
    printed: null,
  });
  return identityVerdict(verdict.checks.filter((check) => !LOAD_ONLY_CHECKS.includes(check.kind)));
}
