import type { NavigateFunction } from "@remix-run/react";
import { useCallback } from "react";
import { useToast } from "../feedback/toaster";
import { PAYMENT_MESSAGES, paymentFailedToast } from "../payments/messages";
import type { SubscribeResult } from "../payments/subscribe";
import { subscriptionResultUrl } from "../payments/subscription-reply";

/** docs/product.md#accounts-business-constants-and-limits: after a card confirmation the redirect waits 500 ms. */
export const REDIRECT_AFTER_CONFIRMATION_MS = 500;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const PROCESSING = new Set(["processing", "incomplete", "requires_confirmation"]);

/**
 * The toasts and redirects of the subscription creation outcomes (docs/product.md#accounts-states-and-transitions and #accounts-error-catalogue). Answers true
 * when the page is leaving for the payment result, so the form stays busy meanwhile.
 */
export function useSubscribeOutcome(navigate: NavigateFunction) {
  const { toast } = useToast();
  return useCallback(
    async (result: SubscribeResult): Promise<boolean> => {
      switch (result.kind) {
        case "failed":
          toast(paymentFailedToast(result.message));
          return false;
        case "authentication":
          toast({
            title: PAYMENT_MESSAGES.authenticationTitle,
            description: PAYMENT_MESSAGES.authentication,
            variant: "info",
          });
          return false;
        case "activated":
          toast({ title: PAYMENT_MESSAGES.activatedTitle, description: PAYMENT_MESSAGES.activated });
          if (result.confirmed) await wait(REDIRECT_AFTER_CONFIRMATION_MS);
          navigate(subscriptionResultUrl(result.subscriptionId));
          return true;
        case "pending":
          toast(
            PROCESSING.has(result.status)
              ? { title: PAYMENT_MESSAGES.processingTitle, description: PAYMENT_MESSAGES.processing, variant: "info" }
              : {
                  title: "Subscription Status",
                  description: `Your subscription is ${result.status}.`,
                  variant: "info",
                },
          );
          navigate(subscriptionResultUrl(result.subscriptionId, result.status));
          return true;
      }
    },
    [toast, navigate],
  );
}
