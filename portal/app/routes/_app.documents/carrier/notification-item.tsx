import { Button, Flex, Text } from "@radix-ui/themes";
import { useFetcher } from "@remix-run/react";
import { formatNewYorkTime } from "@truerate/domain/new-york-time";
import { useActionToast } from "../../../lib/use-action-toast";
import type { CarrierNotification } from "../carrier-shared";
import type { DocumentsReply } from "../documents-reply";

/** One unread notification; marking it read hides it at once, the reload then confirms it. */
export function NotificationItem({ notification }: { notification: CarrierNotification }) {
  const fetcher = useFetcher<DocumentsReply>();
  useActionToast(fetcher.data?.toast);
  const marking = fetcher.state !== "idle";
  if (marking || fetcher.data?.ok) return null;
  return (
    <li className="tr-notification-item">
      <Flex justify="between" align="start" gap="3">
        <Flex direction="column" gap="1">
          <Text size="2" weight="bold">
            {notification.title}
          </Text>
          <Text size="2">{notification.message}</Text>
          <Text size="1" color="gray">
            {formatNewYorkTime(notification.createdAt)}
          </Text>
        </Flex>
        <fetcher.Form method="post" action="/documents">
          <input type="hidden" name="intent" value="mark-read" />
          <input type="hidden" name="id" value={notification.id} />
          <Button type="submit" size="1" variant="ghost" aria-label={`Mark as read: ${notification.title}`}>
            Mark as read
          </Button>
        </fetcher.Form>
      </Flex>
    </li>
  );
}
