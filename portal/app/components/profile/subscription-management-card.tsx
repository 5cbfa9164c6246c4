import { Card, Heading } from "@radix-ui/themes";
import { useId } from "react";
import type { SessionUser } from "../../lib/session-user";

/**
 * SLOT for the payments work: the Subscription Management card of the profile (spec 000 §2, §4:
 * none → 'Subscribe Now', active, cancel at period end with its confirmation). The profile page
 * already places it and hides it from admins; the payments issue fills in its body, reading
 * GET /api/payment/subscription-status for `user`. Until then it is the titled, empty card.
 */
export function SubscriptionManagementCard({ user: _user }: { user: SessionUser }) {
  const headingId = useId();
  return (
    <Card size="3" asChild>
      <section aria-labelledby={headingId}>
        <Heading as="h2" size="4" id={headingId}>
          Subscription Management
        </Heading>
      </section>
    </Card>
  );
}
