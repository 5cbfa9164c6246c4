import type { HostResolver } from "@truerate/domain/egress/host-resolver";
import type { Actor } from "../core/actor";
import type { Env } from "../core/env";
import type { Logger } from "../core/logger";
import type { Clock } from "../core/service-context";
import type { PartnerPrincipal } from "../services/partners/principal";

/** What the session cookie of this request turned out to be (set by the auth middleware). */
export type SessionState = "none" | "valid" | "expired" | "deferred";

/** What the session cookie needs after the route: re-sent with a new lifetime, or cleared. */
export interface SessionCookieChange {
  refresh: { token: string; expiresAt: Date; now: number } | null;
}

/** The Hono environment of every route: the worker's bindings and the per-request variables. */
export type AppEnv = {
  Bindings: Env;
  Variables: {
    requestId: string;
    logger: Logger;
    /** The signed-in user of this request, or null (set by `resolveActor` on every /api route). */
    actor: Actor | null;
    sessionState: SessionState;
    /** The cookie's token while its lookup is deferred to the handler (http/deferred-session.ts). */
    sessionToken?: string;
    sessionCookie?: SessionCookieChange;
    /** D1's reported SQL time (meta.duration) of the request's batched query, for the request log. */
    sqlMs?: number;
    /** The partner API client of a /api/v1 request, set by http/partner-auth.ts. */
    partner?: PartnerPrincipal;
    /** Unset in production, where the system clock is used. */
    clock?: Clock;
    /** Unset outside tests: the environment's resolver (services/egress/check-egress.ts) is used. */
    hostResolver?: HostResolver;
  };
};
