import { judgeEgressUrl } from "@truerate/domain/egress/egress-url";
import { type HostResolver, judgeResolution } from "@truerate/domain/egress/host-resolver";
import type { EgressRefusal } from "@truerate/domain/egress/messages";
import type { Config } from "../../core/env";
import { dnsOverHttpsResolver } from "./dns-over-https";
import { offlineResolver } from "./offline-resolver";

export type EgressCheck =
  | { allowed: true; url: URL }
  | {
      allowed: false;
      reason: EgressRefusal;
      message: string;
      /** Only a name that may resolve later (or a resolver that may answer later) is worth a retry. */
      transient: boolean;
    };

/** DNS over HTTPS in production; offline locally and in tests, where there is no internet. */
export function hostResolverFor(config: Pick<Config, "ENVIRONMENT">): HostResolver {
  return config.ENVIRONMENT === "production" ? dnsOverHttpsResolver((request) => fetch(request)) : offlineResolver();
}

/**
 * The egress policy in full, as checked at registration and again before each call: the URL's own
 * rules, then every address its host resolves to (a name can be pointed inside after it was
 * registered). Redirects are never followed by the callers, so this is the only hop.
 */
export async function checkEgress(
  url: string,
  config: Pick<Config, "ENVIRONMENT">,
  resolver: HostResolver = hostResolverFor(config),
): Promise<EgressCheck> {
  const verdict = judgeEgressUrl(url, { production: config.ENVIRONMENT === "production" });
  if (!verdict.allowed) return { ...verdict, transient: false };
  if (verdict.resolveHost === null) return { allowed: true, url: verdict.url };
  const resolved = judgeResolution(await resolver.resolve(verdict.resolveHost));
  return resolved.allowed ? { allowed: true, url: verdict.url } : resolved;
}
