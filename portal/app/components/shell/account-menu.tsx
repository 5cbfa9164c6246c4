import { DropdownMenu, Text } from "@radix-ui/themes";
import { Link } from "@remix-run/react";
import { logOut } from "../../lib/log-out";
import { accountMenuItems } from "../../lib/navigation";
import type { SessionUser } from "../../lib/session-user";
import { UserAvatar } from "./user-avatar";

interface AccountMenuProps {
  user: SessionUser;
  avatarUrl: string;
}

/** The avatar menu for 768 px and wider: a Radix dropdown (keyboard and focus handled by Radix). */
export function AccountMenu({ user, avatarUrl }: AccountMenuProps) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <button type="button" className="tr-avatar-button" aria-label={`Account menu for ${user.email}`}>
          <UserAvatar email={user.email} imageUrl={avatarUrl} />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.Label>
          <Text size="2" truncate>
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
