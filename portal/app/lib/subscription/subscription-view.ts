import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from "@truerate/domain/enums";

/** GET /api/payment/subscription-status and POST /api/payment/cancel-subscription (the accounts spec's entities and fields). */
export interface SubscriptionView {
  active: boolean;
  status: SubscriptionStatus;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  daysRemaining: number | null;
  planName: string | null;
  priceCents: number | null;
  /** May use the platform without a subscription of their own (a broker under free access). */
  hasAccess: boolean;
  message: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function parseSubscriptionView(body: unknown): SubscriptionView | null {
  if (!isRecord(body) || typeof body.active !== "boolean") return null;
  const periodEnd = typeof body.currentPeriodEnd === "string" && !Number.isNaN(Date.parse(body.currentPeriodEnd));
  return {
    active: body.active,
    status: SUBSCRIPTION_STATUSES.find((value) => value === body.status) ?? "inactive",
    currentPeriodEnd: periodEnd ? (body.currentPeriodEnd as string) : null,
    cancelAtPeriodEnd: body.cancelAtPeriodEnd === true,
    daysRemaining: typeof body.daysRemaining === "number" ? body.daysRemaining : null,
    planName: typeof body.planName === "string" ? body.planName : null,
    priceCents: typeof body.priceCents === "number" ? body.priceCents : null,
    hasAccess: body.hasAccess === true,
    message: typeof body.message === "string" ? body.message : "",
  };
}

/** The three states of the accounts spec's states and transitions (subscription management). */
export type ManagementState = "none" | "active" | "canceling";

export function managementState(view: SubscriptionView): ManagementState {
  if (!view.active) return "none";
  return view.cancelAtPeriodEnd ? "canceling" : "active";
}

/** 'December 23, 2026', in the viewer's time zone unless one is given (tests pin it). */
export function formatPeriodEnd(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", ...(timeZone ? { timeZone } : {}) }).format(
    new Date(iso),
  );
}

export function daysRemainingLabel(days: number): string {
  return days === 1 ? "1 day remaining" : `${days} days remaining`;
}
