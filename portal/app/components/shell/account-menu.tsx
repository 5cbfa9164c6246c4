import { DropdownMenu, Text } from "@radix-ui/themes";
import { Link } from "@remix-run/react";
import { useState } from "react";
import type { SessionUser } from "../../lib/session-user";
import { logOut } from "./log-out";
import { accountMenuItems } from "./navigation";
import { UserAvatar } from "./user-avatar";

interface AccountMenuProps {
  user: SessionUser;
  avatarUrl: string;
}

/**
 * The avatar menu for 768 px and wider: a Radix dropdown (keyboard and focus handled by Radix).
 * Open, it stays inside the header's landmark and leaves the page readable: Radix would portal it
 * to the end of the body (outside every landmark) and, modal, hide the rest of the page from
 * assistive technology, main and h1 included, while the skip link stayed focusable (axe: region,
 * landmark-one-main, page-has-heading-one, aria-hidden-focus).
 */
export function AccountMenu({ user, avatarUrl }: AccountMenuProps) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger>
        <button type="button" className="tr-avatar-button" aria-label={`Account menu for ${user.email}`}>
          <UserAvatar email={user.email} imageUrl={avatarUrl} />
        </button>
      </DropdownMenu.Trigger>
      <div ref={setContainer} style={{ display: "contents" }} />
      <DropdownMenu.Content align="end" container={container}>
        <DropdownMenu.Label>
          {/* The label's own faint gray is below 4.5:1 on the menu's panel: the address reads at full contrast. */}
          <Text size="2" color="gray" highContrast truncate>
            {user.email}
          </Text>
        </DropdownMenu.Label>
        {accountMenuItems(user).map((item) => (
          <DropdownMenu.Item key={item.to} asChild>
            <Link to={item.to}>{item.label}</Link>
          </DropdownMenu.Item>
        ))}
        <DropdownMenu.Separator />
        <DropdownMenu.Item color="red" onSelect={() => void logOut()}>
          Log out
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
