// Name resolution behind one interface: DNS over HTTPS in production, an offline stand-in locally
// (workers/src/services/egress/). What the policy makes of an answer is `judgeResolution`.
import { judgeAddress } from "./address-ranges";
import { EGRESS_MESSAGES, type EgressRefusal } from "./messages";

export type Resolution =
  /** The A and AAAA answers. */
  | { kind: "addresses"; addresses: string[] }
  /** The name does not exist, or has no A or AAAA record. */
  | { kind: "none" }
  /** The resolver could not answer (network, timeout, SERVFAIL): nothing is known. */
  | { kind: "unavailable"; detail: string }
  /** An offline resolver that does not know the name: nothing can be reached, so nothing is checked. */
  | { kind: "unchecked" };

export interface HostResolver {
  resolve(host: string): Promise<Resolution>;
}

export type ResolutionVerdict =
  | { allowed: true }
  | {
      allowed: false;
      reason: Extract<EgressRefusal, "resolvesInternal" | "doesNotResolve" | "resolverUnavailable">;
      message: string;
      /** Whether asking again later may change the answer (a retry), or the name points inside (never). */
      transient: boolean;
    };

/**
 * Every address must be public: one internal answer among public ones is how DNS rebinding and
 * split answers reach inside, so it refuses the name. A name that does not resolve, or a resolver
 * that cannot say, is refused too (the caller decides whether to try again later).
 */
export function judgeResolution(resolution: Resolution): ResolutionVerdict {
  switch (resolution.kind) {
    case "unchecked":
      return { allowed: true };
    case "none":
      return { allowed: false, reason: "doesNotResolve", message: EGRESS_MESSAGES.doesNotResolve, transient: true };
    case "unavailable":
      return {
        allowed: false,
        reason: "resolverUnavailable",
        message: EGRESS_MESSAGES.resolverUnavailable,
        transient: true,
      };
    case "addresses": {
      if (resolution.addresses.length === 0) return judgeResolution({ kind: "none" });
      const inside = resolution.addresses.some((address) => judgeAddress(address)?.public !== true);
      return inside
        ? { allowed: false, reason: "resolvesInternal", message: EGRESS_MESSAGES.resolvesInternal, transient: false }
        : { allowed: true };
    }
  }
}
