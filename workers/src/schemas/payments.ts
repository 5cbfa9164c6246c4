// Request and response shapes of the payment routes (docs/product.md#accounts-entities-and-fields and #accounts-calls), named for the reference page and the SDK.
import { z } from "@hono/zod-openapi";
import { signInTargetSchema } from "@truerate/domain/access";
import { PLANS, SUBSCRIPTION_STATUSES } from "@truerate/domain/enums";

const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES).openapi({ example: "active" });

const paymentStatusSchema = z
  .enum([
    "succeeded",
    "processing",
    "requires_action",
    "requires_payment_method",
    "requires_confirmation",
    "requires_capture",
    "canceled",
  ])
  .openapi({ description: "The card payment's status, in Stripe's PaymentIntent vocabulary.", example: "succeeded" });

const providerSubscriptionId = z
  .string()
  .min(1)
  .max(255)
  .openapi({ description: "The payment provider's subscription id.", example: "sub_1QxYz2AbCdEfGhIj" });

export const createSubscriptionBodySchema = z
  .object({
    paymentMethodId: z
      .string({ error: "Failed to create payment method" })
      .regex(/^pm_[A-Za-z0-9_]{1,250}$/, "Failed to create payment method")
      .openapi({
        description:
          "A card PaymentMethod created in the browser. Offline, Stripe's test ids: pm_card_visa succeeds, " +
          "pm_card_chargeDeclined is declined, pm_card_authenticationRequired needs authentication.",
        example: "pm_card_visa",
      }),
    userId: z.string().optional().openapi({ description: "Ignored: the payer is always the signed-in user." }),
    email: z.string().optional().openapi({ description: "Ignored: the account's e-mail is used." }),
    name: z.string().max(200).optional().openapi({
      description: "The cardholder's name, shown on the provider's customer.",
      example: "Lone Star Hauling LLC",
    }),
  })
  .openapi("CreateSubscriptionRequest");

export const createdSubscriptionSchema = z
  .object({
    clientSecret: z.string().nullable().openapi({
      description:
        "Set while the first payment still needs the browser (confirm it with the provider); null once paid.",
      example: null,
    }),
    subscriptionId: providerSubscriptionId,
    status: subscriptionStatusSchema,
    paymentStatus: paymentStatusSchema.nullable(),
    message: z.string().openapi({
      example:
        "Your monthly subscription has been activated successfully. A confirmation email has been sent to your registered email address.",
    }),
    error: z.null().openapi({ description: "Always null on success; failures answer a problem with `error` set." }),
  })
  .openapi("CreatedSubscription");

export type CreatedSubscription = z.infer<typeof createdSubscriptionSchema>;

export const createPaymentIntentBodySchema = z
  .object({
    amount: z.number().optional().openapi({
      description: "Ignored: the amount charged is always the plan price of the signed-in user's type.",
      example: 29,
    }),
  })
  .openapi("CreatePaymentIntentRequest");

export const createdPaymentIntentSchema = z
  .object({
    clientSecret: z.string().openapi({ example: "pi_3QxYz2AbCdEfGhIj_secret_kLmNoPqRsT" }),
    paymentIntentId: z.string().nullable().openapi({ example: "pi_3QxYz2AbCdEfGhIj" }),
    subscriptionId: providerSubscriptionId,
    amount: z.number().int().openapi({ description: "What will be charged, in US cents.", example: 2900 }),
    currency: z.literal("usd"),
    planName: z.string().openapi({ example: "Carrier Plan" }),
  })
  .openapi("CreatedPaymentIntent");

export type CreatedPaymentIntent = z.infer<typeof createdPaymentIntentSchema>;

export const updateSubscriptionStatusBodySchema = z
  .object({
    subscriptionId: providerSubscriptionId,
    status: z.literal("active").openapi({
      description: "The status the page hopes for. It is not applied: the provider's own status is.",
      example: "active",
    }),
  })
  .openapi("UpdateSubscriptionStatusRequest");

export const confirmedSubscriptionSchema = z
  .object({
    success: z.boolean().openapi({ description: "True when the provider confirms the subscription is paid." }),
    status: subscriptionStatusSchema,
    message: z.string(),
  })
  .openapi("SubscriptionConfirmation");

export type ConfirmedSubscription = z.infer<typeof confirmedSubscriptionSchema>;

export const verifyPaymentQuerySchema = z.object({
  payment_intent: z
    .string()
    .min(1, "Payment verification failed. No payment information found.")
    .max(255)
    .openapi({ param: { name: "payment_intent", in: "query" }, example: "pi_3QxYz2AbCdEfGhIj" }),
});

export const verifiedPaymentSchema = z
  .object({
    status: paymentStatusSchema,
    message: z.string().openapi({ example: "Payment successful" }),
    subscriptionStatus: subscriptionStatusSchema,
  })
  .openapi("PaymentVerification");

export type VerifiedPayment = z.infer<typeof verifiedPaymentSchema>;

export const subscriptionViewSchema = z
  .object({
    active: z.boolean().openapi({ description: "The subscription is active or trialing." }),
    status: subscriptionStatusSchema,
    currentPeriodEnd: z.string().nullable().openapi({ format: "date-time", example: "2026-12-23T15:04:05.000Z" }),
    cancelAtPeriodEnd: z.boolean().openapi({ description: "Ends at currentPeriodEnd instead of renewing." }),
    daysRemaining: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "Whole days left in the paid period.", example: 30 }),
    subscriptionId: z.string().nullable(),
    plan: z.enum(PLANS).openapi({ example: "carrier" }),
    planName: z.string().openapi({ example: "Carrier Plan" }),
    priceCents: z.number().int().openapi({ example: 2900 }),
    hasAccess: z
      .boolean()
      .openapi({ description: "May use the platform: subscribed, an admin, or a broker with free access." }),
    message: z.string(),
  })
  .openapi("SubscriptionStatus");

export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

export const subscriptionCheckSchema = z
  .object({
    authenticated: z.boolean(),
    hasSubscription: z
      .boolean()
      .openapi({ description: "May use the platform: subscribed, an admin, or a broker under free access." }),
    isAdmin: z.boolean(),
    subscriptionStatus: subscriptionStatusSchema,
    message: z.string().openapi({ example: "Active subscription found." }),
    redirectTo: signInTargetSchema
      .nullable()
      .openapi({ description: "Where the sign-in redirect sends this user; null when signed out.", example: "/" }),
  })
  .openapi("SubscriptionCheck");

export const subscriptionCheckQuerySchema = z.object({
  t: z.string().optional().openapi({ description: "Cache-buster; ignored." }),
  validateSession: z.string().optional().openapi({ description: "Accepted for the earlier client; ignored." }),
});

export const webhookReceiptSchema = z
  .object({
    received: z.literal(true),
    eventId: z.string().openapi({ example: "evt_1QxYz2AbCdEfGhIj" }),
    outcome: z.enum(["applied", "duplicate", "unchanged", "unmatched", "ignored"]).openapi({
      description: "duplicate: seen before, nothing changed; ignored: an event type that changes no subscription.",
      example: "applied",
    }),
  })
  .openapi("WebhookReceipt");

export type WebhookReceipt = z.infer<typeof webhookReceiptSchema>;
