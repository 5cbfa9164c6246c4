import { Box, Heading } from "@radix-ui/themes";
import type { MetaFunction } from "@remix-run/cloudflare";
import { useNavigate, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import { confirmSubscription, verifyPayment } from "../../components/payments/payment-api";
import { pageTitle } from "../../lib/meta";
import { HOME_AFTER_SUCCESS_MS, type PaymentResult, paymentLookup } from "./payment-result";
import { PaymentResultCard } from "./payment-result-card";
import { resolvePayment } from "./resolve-payment";

export const meta: MetaFunction = () => pageTitle("Payment Status");

/**
 * /payment-success and every path under it (docs/product.md#accounts-screens-and-routes), in both of its forms: Stripe's return
 * (payment_intent, payment_intent_client_secret) and the payment form's subscription_id with an
 * optional status. The browser asks the API, which reads the provider; the query decides nothing.
 */
export default function PaymentSuccess() {
  const [search] = useSearchParams();
  const query = search.toString();
  const [result, setResult] = useState<PaymentResult | null>(null);
  const navigate = useNavigate();

  useEffect(() => {
    let cancelled = false;
    setResult(null);
    resolvePayment(paymentLookup(new URLSearchParams(query)), { verifyPayment, confirmSubscription }).then((next) => {
      if (!cancelled) setResult(next);
    });
    return () => {
      cancelled = true;
    };
  }, [query]);

  useEffect(() => {
    if (result?.state !== "success") return;
    const timer = setTimeout(() => navigate("/", { replace: true }), HOME_AFTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [result, navigate]);

  return (
    <Box px="4" py="9" mx="auto" style={{ maxWidth: 560 }}>
      <Heading as="h1" size="7" mb="5">
        Payment Status
      </Heading>
      <PaymentResultCard result={result} />
    </Box>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../../components/feedback/route-error-boundary";
