import { isAdministrator } from "@truerate/domain/access";
import type { Actor } from "../../core/actor";
import { AppError, forbidden } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";

/** The admin calls see every user's records (loads, dead letters): administrators only. */
export function requireAdministrator(ctx: ServiceContext): Actor {
  if (!ctx.actor) throw new AppError("UNAUTHENTICATED", "Authentication required");
  if (!isAdministrator({ userType: ctx.actor.role, isAdmin: ctx.actor.isAdmin })) {
    throw forbidden("This page is only accessible to administrators");
  }
  return ctx.actor;
}
