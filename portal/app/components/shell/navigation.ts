import type { SessionUser } from "../../lib/session-user";

export interface NavItem {
  label: string;
  to: string;
}

/** A broker's product is the dashboard: its bar goes to the places a broker may use. */
const BROKER_NAV_ITEMS: NavItem[] = [
  { label: "Dashboard", to: "/broker-dashboard" },
  { label: "Tools", to: "/tools" },
  { label: "Help", to: "/help" },
  { label: "Profile", to: "/profile" },
];

/**
 * The main navigation of docs/product.md#load-board-screens-and-routes: the phone's bottom bar, and the header's
 * links on a desktop. Upload sits beside Shipments (a carrier's two daily tasks); Admin appears
 * only for admins, between Docs and Tools (docs/product.md's order). The desktop header has room for
 * Help too; on a phone Help and Profile are in the account menu. Brokers, who may not use the
 * carrier screens, get their own.
 */
export function mainNavItems(
  user: Pick<SessionUser, "isAdmin"> & { userType?: SessionUser["userType"] },
  { desktop = false } = {},
): NavItem[] {
  if (user.userType === "broker" && !user.isAdmin) return BROKER_NAV_ITEMS;
  return [
    { label: "Home", to: "/" },
    { label: "Shipments", to: "/shipments" },
    { label: "Upload", to: "/upload-load" },
    { label: "Docs", to: "/documents" },
    ...(user.isAdmin ? [{ label: "Admin", to: "/admin" }] : []),
    { label: "Tools", to: "/tools" },
    ...(desktop ? [{ label: "Help", to: "/help" }] : []),
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

/** The avatar menu's entries: Broker Dashboard for brokers, Admin Dashboard for admins, then Help Center. */
export function accountMenuItems(user: Pick<SessionUser, "isAdmin" | "userType">): NavItem[] {
  return [
    { label: "Profile", to: "/profile" },
    ...(user.userType === "broker" ? [{ label: "Broker Dashboard", to: "/broker-dashboard" }] : []),
    ...(user.isAdmin ? [{ label: "Admin Dashboard", to: "/admin" }] : []),
    { label: "Help Center", to: "/help" },
  ];
}
