import "../../../components/documents/documents.css";
import { Card, Heading, Text } from "@radix-ui/themes";
import { useId } from "react";
import type { CarrierNotification } from "../carrier-shared";
import { NotificationItem } from "./notification-item";

/**
 * The carrier's unread notifications: the API answers the 5 most recent (docs/product.md#load-board-business-constants-and-limits). Not a named
 * region on purpose: the toasts own the page's "Notifications" landmark.
 */
export function NotificationsCard({ notifications }: { notifications: readonly CarrierNotification[] }) {
  const headingId = useId();
  return (
    <Card size="2">
      <Heading as="h2" size="4" mb="2" id={headingId}>
        Unread updates ({notifications.length})
      </Heading>
      {notifications.length === 0 ? (
        <Text as="p" size="2" color="gray">
          You are up to date.
        </Text>
      ) : (
        <ul className="tr-plain-list" aria-labelledby={headingId}>
          {notifications.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} />
          ))}
        </ul>
      )}
    </Card>
  );
}
