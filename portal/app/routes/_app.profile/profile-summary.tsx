import { Badge, Card, Flex, Text } from "@radix-ui/themes";
import { UserAvatar } from "../../components/shell/user-avatar";
import type { SessionUser } from "../../lib/session-user";
import { userTypeLabel } from "./profile-user";

/** The top of the profile: the avatar (the e-mail's initial until the image loads), e-mail and user type. */
export function ProfileSummary({ user, avatarUrl }: { user: SessionUser; avatarUrl: string }) {
  return (
    <Card size="3">
      <Flex align="center" gap="4" wrap="wrap">
        <UserAvatar email={user.email} imageUrl={avatarUrl} size="5" />
        <Flex direction="column" gap="1" style={{ minWidth: 0 }}>
          <Text size="4" weight="bold" truncate>
            {user.email}
          </Text>
          <Flex gap="2" align="center">
            <Text size="2" color="gray">
              Account type
            </Text>
            <Badge size="2" variant="soft">
              {userTypeLabel(user)}
            </Badge>
          </Flex>
        </Flex>
      </Flex>
    </Card>
  );
}
