import { Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { Link } from "@remix-run/react";
import { LoadingSpinner } from "../../components/feedback/loading-spinner";
import type { PaymentResult } from "./payment-result";

const TITLES = { success: "Payment Successful", processing: "Payment Processing", error: "Payment Failed" } as const;

/** The payment success page's card (docs/product.md#accounts-screens-and-routes): verifying, then its result and the ways on. */
export function PaymentResultCard({ result }: { result: PaymentResult | null }) {
  if (!result) return <LoadingSpinner label="Verifying your payment..." showLabel />;
  const text =
    result.state === "success" ? "Your subscription is active. Taking you to your dashboard..." : result.message;
  return (
    <Card size="3">
      <Flex direction="column" gap="3" align="start" role={result.state === "error" ? "alert" : "status"}>
        <Heading as="h2" size="5" color={result.state === "error" ? "red" : undefined}>
          {TITLES[result.state]}
        </Heading>
        <Text as="p" color="gray">
          {text}
        </Text>
      </Flex>
      <Flex gap="3" mt="4" wrap="wrap">
        <Button asChild size="3" variant={result.state === "error" ? "soft" : "solid"}>
          <Link to="/">Go to Dashboard</Link>
        </Button>
        {result.state === "error" ? (
          <Button asChild size="3">
            <Link to="/checkout">Try Again</Link>
          </Button>
        ) : null}
      </Flex>
    </Card>
  );
}
