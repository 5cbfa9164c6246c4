/**
 * The signed-in user as GET /api/user answers it (the accounts spec's entities and fields). Written by hand until the SDK is
 * generated from the accounts routes; only the fields the shell needs are required.
 */
export const USER_TYPES = ["carrier", "broker", "admin"] as const;
export type UserType = (typeof USER_TYPES)[number];

export interface SessionUser {
  id: string;
  email: string;
  userType: UserType;
  isAdmin: boolean;
  companyName: string | null;
  hasPaidSubscription: boolean;
  subscriptionStatus: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isUserType(value: unknown): value is UserType {
  return typeof value === "string" && (USER_TYPES as readonly string[]).includes(value);
}

/**
 * Reads a user from the body of GET /api/user: the user itself, or `{ user }`. Anything without an
 * id and an e-mail counts as signed out, so a half-built or changed API never grants a session.
 */
export function parseSessionUser(body: unknown): SessionUser | null {
  const candidate = isRecord(body) && isRecord(body.user) ? body.user : body;
  if (!isRecord(candidate)) return null;
  const { id, email } = candidate;
  if ((typeof id !== "string" && typeof id !== "number") || typeof email !== "string" || email === "") {
    return null;
  }
  const isAdmin = candidate.isAdmin === true || candidate.userType === "admin";
  return {
    id: String(id),
    email,
    userType: isUserType(candidate.userType) ? candidate.userType : isAdmin ? "admin" : "carrier",
    isAdmin,
    companyName: typeof candidate.companyName === "string" ? candidate.companyName : null,
    hasPaidSubscription: candidate.hasPaidSubscription === true,
    subscriptionStatus: typeof candidate.subscriptionStatus === "string" ? candidate.subscriptionStatus : null,
  };
}

/** The letter the avatar shows: the e-mail's first character, upper-cased. */
export function avatarInitial(email: string): string {
  return email.trim().charAt(0).toUpperCase() || "?";
}
