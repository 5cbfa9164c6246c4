import { Link, useLocation } from "@remix-run/react";
import type { SessionUser } from "../../lib/session-user";
import { isActivePath, mainNavItems } from "./navigation";

/**
 * The main navigation: a bar at the bottom of a phone's screen, links in the header on a desktop
 * (never both: each hides at the other's width). The active rule lives in components/shell/navigation.ts.
 */
export function MainNav({ user, placement }: { user: SessionUser; placement: "bottom" | "header" }) {
  const { pathname } = useLocation();
  const header = placement === "header";
  return (
    <nav aria-label="Main" className={header ? "tr-header-nav tr-desktop-only" : "tr-bottom-nav tr-mobile-only"}>
      <ul>
        {mainNavItems(user, { desktop: header }).map((item) => {
          const active = isActivePath(item.to, pathname);
          return (
            <li key={item.to}>
              <Link to={item.to} className="tr-bottom-nav-link" aria-current={active ? "page" : undefined}>
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
