import { Text } from "@radix-ui/themes";
import { useEffect } from "react";
import { LoadingSpinner } from "../feedback/loading-spinner";
import { StepHeading } from "./step-heading";

/** docs/product.md#accounts-states-and-transitions and #accounts-business-constants-and-limits: after verification the app moves on to the subscription after 1 s. */
export const AFTER_VERIFICATION_MS = 1_000;
const NEXT = "/subscription";

/**
 * The account is verified and signed in. A full page load follows, so the signed-in layout starts
 * from the server with the new session; without script, the refresh tag does the same.
 */
export function EmailVerifiedStep() {
  useEffect(() => {
    const timer = setTimeout(() => window.location.assign(NEXT), AFTER_VERIFICATION_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <noscript>
        <meta httpEquiv="refresh" content={`1;url=${NEXT}`} />
      </noscript>
      <StepHeading title="Email Verified" focusOnMount description="Your account is ready." />
      <LoadingSpinner label="Taking you to your subscription" />
      <Text as="p" size="2" color="gray" align="center">
        Taking you to your subscription...
      </Text>
    </>
  );
}
