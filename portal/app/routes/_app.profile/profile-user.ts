import type { SessionUser } from "../../lib/session-user";

/** How the user type reads on the profile. */
export function userTypeLabel(user: Pick<SessionUser, "userType" | "isAdmin">): string {
  if (user.isAdmin || user.userType === "admin") return "Administrator";
  return user.userType === "broker" ? "Broker" : "Carrier";
}
