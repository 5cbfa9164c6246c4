import { TRAILER_TYPES, type TrailerType } from "../domain-enums";
import type { SessionUser } from "../session-user";

/** What the profile page shows and edits: the signed-in user plus the company fields of spec 000 §3. */
export interface ProfileUser extends SessionUser {
  phoneNumber: string | null;
  mcNumber: string | null;
  dotNumber: string | null;
  numberOfTrucks: number | null;
  trailerTypes: TrailerType[];
  /** A new sign-in address waiting for its e-mailed code. */
  pendingEmail: string | null;
}

const text = (value: unknown) => (typeof value === "string" ? value : null);
const isTrailerType = (value: unknown): value is TrailerType =>
  typeof value === "string" && (TRAILER_TYPES as readonly string[]).includes(value);

/**
 * The profile fields from the body of GET /api/user (the user itself, or `{ user }`). Fields the
 * answer lacks read as empty rather than failing the page: the form then simply starts blank.
 */
export function parseProfileUser(user: SessionUser, record: unknown): ProfileUser {
  const body = typeof record === "object" && record !== null ? (record as Record<string, unknown>) : {};
  const source = typeof body.user === "object" && body.user !== null ? (body.user as Record<string, unknown>) : body;
  const trucks = source.numberOfTrucks;
  const trailers = source.trailerTypes;
  return {
    ...user,
    phoneNumber: text(source.phoneNumber),
    mcNumber: text(source.mcNumber),
    dotNumber: text(source.dotNumber),
    pendingEmail: text(source.pendingEmail),
    numberOfTrucks: typeof trucks === "number" && Number.isInteger(trucks) ? trucks : null,
    trailerTypes: Array.isArray(trailers)
      ? trailers.filter(isTrailerType)
      : typeof trailers === "string"
        ? trailers.split(",").filter(isTrailerType)
        : [],
  };
}

/** How the user type reads on the profile. */
export function userTypeLabel(user: Pick<SessionUser, "userType" | "isAdmin">): string {
  if (user.isAdmin || user.userType === "admin") return "Administrator";
  return user.userType === "broker" ? "Broker" : "Carrier";
}
