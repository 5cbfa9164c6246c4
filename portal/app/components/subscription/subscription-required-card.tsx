import { Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { Link } from "@remix-run/react";
import { forwardRef, useId } from "react";
import { planOffer } from "../payments/plan";

interface SubscriptionRequiredCardProps {
  onContinue(): void;
  /** Where 'Continue to Payment' takes a visitor who is not signed in (paying needs an account). */
  signInTo: string | null;
}

const carrier = planOffer("carrier");
const broker = planOffer("broker");

/**
 * The intro card of the post-registration payment screen (docs/product.md#accounts-screens-and-routes): every user needs a
 * subscription; 'Back to Login' leaves, 'Continue to Payment' reveals the card form.
 */
export const SubscriptionRequiredCard = forwardRef<HTMLHeadingElement, SubscriptionRequiredCardProps>(
  function SubscriptionRequiredCard({ onContinue, signInTo }, headingRef) {
    const headingId = useId();
    return (
      <Card size="3" asChild>
        <section aria-labelledby={headingId}>
          <Flex direction="column" gap="3">
            <Heading as="h2" size="5" id={headingId} ref={headingRef} tabIndex={-1} className="tr-step-heading">
              Subscription Required
            </Heading>
            <Text as="p" color="gray">
              All users need an active subscription to use TrueRate: the {carrier.name} is {carrier.price} per month and
              the {broker.name} {broker.price} per month, billed monthly. Cancel anytime.
            </Text>
            <Flex gap="3" justify="end" wrap="wrap">
              <Button asChild size="3" variant="soft" color="gray">
                <Link to="/login">Back to Login</Link>
              </Button>
              {signInTo ? (
                <Button asChild size="3">
                  <Link to={signInTo}>Continue to Payment</Link>
                </Button>
              ) : (
                <Button size="3" onClick={onContinue}>
                  Continue to Payment
                </Button>
              )}
            </Flex>
          </Flex>
        </section>
      </Card>
    );
  },
);
