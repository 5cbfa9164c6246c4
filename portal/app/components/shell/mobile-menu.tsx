import { Button, Flex, Text } from "@radix-ui/themes";
import { Link, useLocation } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import type { SessionUser } from "../../lib/session-user";
import { HamburgerIcon } from "../feedback/icons";
import { logOut } from "./log-out";
import { accountMenuItems } from "./navigation";
import { UserAvatar } from "./user-avatar";

/**
 * Below 768 px the avatar menu folds behind a toggle button (a disclosure: aria-expanded and
 * aria-controls). It closes on navigation and on Escape, which returns focus to the toggle.
 */
export function MobileMenu({ user, avatarUrl }: { user: SessionUser; avatarUrl: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const [menuPath, setMenuPath] = useState(pathname);

  // A navigation closes the menu (state adjusted during render, as React recommends over an effect).
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggle.current?.focus();
    }
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [open]);

  return (
    <div className="tr-mobile-menu">
      <button
        ref={toggle}
        type="button"
        className="tr-menu-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Account menu"
        onClick={() => setOpen((value) => !value)}
      >
        <HamburgerIcon />
      </button>
      <nav id={panelId} aria-label="Account" className="tr-mobile-menu-panel" hidden={!open}>
        <Flex align="center" gap="2" mb="2">
          <UserAvatar email={user.email} imageUrl={avatarUrl} />
          <Text size="2" truncate>
            {user.email}
          </Text>
        </Flex>
        <ul>
          {accountMenuItems(user).map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ))}
        </ul>
        <Button variant="soft" color="red" onClick={() => void logOut()} style={{ width: "100%" }}>
          Log out
        </Button>
      </nav>
    </div>
  );
}
