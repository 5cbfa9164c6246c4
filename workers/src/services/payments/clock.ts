import type { ServiceContext } from "../../core/service-context";

/** Payment providers and subscription periods speak in Dates; the context's clock in milliseconds. */
export const instantOf = (ctx: ServiceContext): Date => new Date(ctx.now());
