import type { Plan } from "@truerate/domain/enums";
import { PLAN_NAMES } from "@truerate/domain/plans";
import { describeError } from "../../core/logger";
import type { MailMessage } from "../../core/queue-messages";
import type { ServiceContext } from "../../core/service-context";

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The confirmation e-mail of docs/product.md#accounts-error-catalogue ('Subscription Activated'). */
export function activationMail(input: {
  to: string;
  providerSubscriptionId: string;
  plan: Plan;
  priceCents: number;
  currentPeriodEnd: Date | null;
}): MailMessage {
  const renews = input.currentPeriodEnd
    ? `It renews on ${input.currentPeriodEnd.toISOString().slice(0, 10)} unless you cancel before then.`
    : "It renews monthly unless you cancel.";
  const text = [
    "Your monthly subscription has been activated successfully.",
    `Plan: ${PLAN_NAMES[input.plan]}, ${dollars(input.priceCents)} per month.`,
    renews,
    "You can cancel at any time from your profile; access continues until the end of the paid period.",
  ].join("\n\n");
  return {
    kind: "mail",
    // One confirmation per subscription, however often the activation is redelivered.
    dedupeKey: `subscription-activated:${input.providerSubscriptionId}`,
    to: input.to,
    template: "subscription-activated",
    subject: "Subscription Activated",
    text,
  };
}

/** Queues the mail. The state change is already committed, so a queue failure is logged, not thrown. */
export async function queueActivationMail(ctx: ServiceContext, mail: MailMessage): Promise<void> {
  if (!ctx.env.NOTIFICATIONS) return;
  try {
    await ctx.env.NOTIFICATIONS.send(mail);
  } catch (error) {
    ctx.logger.error("activation_mail_not_queued", { dedupeKey: mail.dedupeKey, ...describeError(error) });
  }
}
