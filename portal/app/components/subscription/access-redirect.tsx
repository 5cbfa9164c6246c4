import { Card, Flex, Heading, Text } from "@radix-ui/themes";
import { useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { LoadingSpinner } from "../feedback/loading-spinner";
import { useToast } from "../feedback/toaster";
import { PAYMENT_MESSAGES } from "../payments/messages";
import { PAYMENT_SCREEN_REDIRECT_MS, type PaymentScreenAccess } from "./destinations";

type Leaving = Exclude<PaymentScreenAccess, { kind: "pay" }>;

/**
 * Someone with access reached a payment screen (docs/product.md#accounts-states-and-transitions): an admin is sent on at once; a
 * subscriber sees 'Subscription Active', a broker under free access the welcome toast, and both
 * leave after 1.5 s. The redirect replaces the history entry, so Back does not return here.
 */
export function AccessRedirect({ access }: { access: Leaving }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const welcomed = useRef(false);

  useEffect(() => {
    if (access.kind === "broker-free" && !welcomed.current) {
      welcomed.current = true;
      toast({ title: PAYMENT_MESSAGES.brokersFree });
    }
    const delay = access.kind === "admin" ? 0 : PAYMENT_SCREEN_REDIRECT_MS;
    const timer = setTimeout(() => navigate(access.to, { replace: true }), delay);
    return () => clearTimeout(timer);
  }, [access, navigate, toast]);

  if (access.kind === "admin") return <LoadingSpinner label="Redirecting to dashboard..." showLabel />;
  const title = access.kind === "subscribed" ? "Subscription Active" : "Free Access for Brokers";
  const text =
    access.kind === "subscribed"
      ? "Your subscription is active. Taking you to your dashboard..."
      : "Brokers get free access to all features. Taking you to your dashboard...";
  return (
    <Card size="3">
      <Flex direction="column" gap="3" role="status" aria-live="polite">
        <Heading as="h2" size="5">
          {title}
        </Heading>
        <Text as="p" color="gray">
          {text}
        </Text>
        <LoadingSpinner label="Redirecting to dashboard..." />
      </Flex>
    </Card>
  );
}
