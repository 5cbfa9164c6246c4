import { Link, useLocation } from "@remix-run/react";
import { bottomNavItems, isActivePath } from "../../lib/navigation";
import type { SessionUser } from "../../lib/session-user";

/** The bottom navigation bar; the active rule lives in lib/navigation.ts (prefix, "/" exact). */
export function BottomNav({ user }: { user: SessionUser }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main" className="tr-bottom-nav">
      <ul>
        {bottomNavItems(user).map((item) => {
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
