import type { components } from "@truerate/sdk";

/** The signed-in user, as GET /api/user answers it (docs/product.md#accounts-entities-and-fields). */
export type User = components["schemas"]["User"];

/** What the app shell reads of the user: the navbar, the menus and the subscription gate. */
export type SessionUser = Pick<
  User,
  "id" | "email" | "userType" | "isAdmin" | "companyName" | "hasPaidSubscription" | "subscriptionStatus"
>;

/** The letter the avatar shows: the e-mail's first character, upper-cased. */
export function avatarInitial(email: string): string {
  return email.trim().charAt(0).toUpperCase() || "?";
}
