import type { SessionUser } from "./session-user";

export interface NavItem {
  label: string;
  to: string;
}

/**
 * The bottom navigation of the load-board spec's screens and routes. Admin appears only for admins; its position between
 * Docs and Tools is the spec's order.
 */
export function bottomNavItems(user: Pick<SessionUser, "isAdmin">): NavItem[] {
  return [
    { label: "Home", to: "/" },
    { label: "Shipments", to: "/shipments" },
    { label: "Docs", to: "/documents" },
    ...(user.isAdmin ? [{ label: "Admin", to: "/admin" }] : []),
    { label: "Tools", to: "/tools" },
  ];
}

/**
 * Active by path prefix, except that "/" matches only itself (else Home would always be active).
 * The prefix ends at a segment boundary, so /tools does not light up for /toolshed.
 */
export function isActivePath(itemPath: string, currentPath: string): boolean {
  if (itemPath === "/") return currentPath === "/";
  return currentPath === itemPath || currentPath.startsWith(`${itemPath}/`);
}

/** The avatar menu's entries: Broker Dashboard for brokers, Admin Dashboard for admins. */
export function accountMenuItems(user: Pick<SessionUser, "isAdmin" | "userType">): NavItem[] {
  return [
    { label: "Profile", to: "/profile" },
    ...(user.userType === "broker" ? [{ label: "Broker Dashboard", to: "/broker-dashboard" }] : []),
    ...(user.isAdmin ? [{ label: "Admin Dashboard", to: "/admin" }] : []),
  ];
}
