import { useEffect, useRef, useState } from "react";
import { useToast } from "../feedback/toaster";
import { PAYMENT_MESSAGES, toastFromMessage } from "../payments/messages";
import type { PlanOffer } from "../payments/plan";
import { AccessRedirect } from "./access-redirect";
import type { PaymentScreenAccess } from "./destinations";
import { SubscriptionPaymentForm } from "./subscription-payment-form";
import { SubscriptionRequiredCard } from "./subscription-required-card";

export interface PaymentScreenProps {
  access: PaymentScreenAccess;
  plan: PlanOffer;
  billing: { name: string | null; email: string | null };
  publishableKey: string | null;
  /** The user may not use the platform without paying: cancelling says so. */
  requiredSubscription: boolean;
  initialStep?: "intro" | "form";
  signInTo?: string | null;
}

/**
 * The post-registration payment screen of docs/product.md#accounts-screens-and-routes and #accounts-states-and-transitions: the 'Subscription Required' card,
 * then the card form; subscribers, admins and brokers under free access are sent on instead.
 */
export function PaymentScreen({ access, initialStep = "intro", signInTo = null, ...props }: PaymentScreenProps) {
  const [step, setStep] = useState(initialStep);
  const { toast } = useToast();
  const introHeading = useRef<HTMLHeadingElement>(null);
  // Focus follows a step the user chose (to its heading), never the first render.
  const moved = useRef(false);

  useEffect(() => {
    if (moved.current && step === "intro") introHeading.current?.focus();
  }, [step]);

  if (access.kind !== "pay") return <AccessRedirect access={access} />;

  const go = (next: "intro" | "form") => {
    moved.current = true;
    setStep(next);
  };
  const cancel = () => {
    go("intro");
    if (props.requiredSubscription) toast(toastFromMessage(PAYMENT_MESSAGES.paymentRequired, "destructive"));
  };

  if (step === "intro") {
    return <SubscriptionRequiredCard ref={introHeading} onContinue={() => go("form")} signInTo={signInTo} />;
  }
  return (
    <SubscriptionPaymentForm
      plan={props.plan}
      billing={props.billing}
      publishableKey={props.publishableKey}
      onCancel={cancel}
      focusOnMount={moved.current}
    />
  );
}
