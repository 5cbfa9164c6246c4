import { type AccessSubject, subscriptionCheck } from "@truerate/domain/access";
import { describe, expect, it } from "vitest";
import {
  GUARD_TIMING,
  type GuardContext,
  type GuardEvent,
  type GuardState,
  guardReducer,
  guardVerdict,
  initialGuardState,
} from "./guard";

const carrier: AccessSubject = {
  userType: "carrier",
  isAdmin: false,
  subscriptionStatus: "inactive",
  hasPaidSubscription: false,
};
const unpaid = subscriptionCheck(carrier, "paid");
const paid = subscriptionCheck({ ...carrier, subscriptionStatus: "active", hasPaidSubscription: true }, "paid");
const signedOut = subscriptionCheck(null, "paid");
const expired = subscriptionCheck(null, "paid", true);

const run = (context: GuardContext, ...events: GuardEvent[]): GuardState =>
  events.reduce((state, event) => guardReducer(state, event, context), initialGuardState);
const failure: GuardEvent = { type: "failure", message: "Failed to check subscription status: 503" };

describe("guardVerdict", () => {
  it("sends subscribers on /checkout or any path containing 'payment' home", () => {
    expect(guardVerdict("/checkout", paid, true)).toEqual({ kind: "redirect", to: "/" });
    expect(guardVerdict("/billing/payment-method", paid, true)).toEqual({ kind: "redirect", to: "/" });
    expect(guardVerdict("/shipments", paid, true)).toEqual({ kind: "allow" });
  });

  it("lets users without a subscription pay, and asks them to subscribe elsewhere", () => {
    expect(guardVerdict("/checkout", unpaid, true)).toEqual({ kind: "allow" });
    expect(guardVerdict("/shipments", unpaid, true)).toEqual({ kind: "subscription-required" });
  });

  it("sends visitors to sign in, and an expired session there with its notice", () => {
    expect(guardVerdict("/checkout", signedOut, false)).toEqual({
      kind: "redirect",
      to: "/auth?redirectTo=%2Fcheckout",
    });
    expect(guardVerdict("/checkout", expired, true)).toEqual({
      kind: "session-expired",
      to: "/auth?session_expired=true&redirectTo=%2Fcheckout",
    });
  });

  it("says the session expired when the page's loader found it refused", () => {
    expect(guardVerdict("/checkout", signedOut, false, true)).toEqual({
      kind: "session-expired",
      to: "/auth?session_expired=true&redirectTo=%2Fcheckout",
    });
  });

  it("asks again when the server forgot a user the page knows (session mismatch)", () => {
    expect(guardVerdict("/checkout", signedOut, true)).toEqual({ kind: "refetch" });
  });
});

describe("guardReducer", () => {
  const known: GuardContext = { pathname: "/checkout", fallback: { hasSubscription: false } };
  const unknown: GuardContext = { pathname: "/checkout", fallback: null };

  it("decides on the API's answer", () => {
    expect(run(known, { type: "answer", check: paid })).toEqual({
      phase: "decided",
      verdict: { kind: "redirect", to: "/" },
      source: "api",
    });
  });

  it("tries three times, then falls back to the profile status for a known user", () => {
    expect(run(known, failure)).toMatchObject({ phase: "checking", attempt: 2 });
    expect(run(known, failure, failure, failure)).toEqual({
      phase: "decided",
      verdict: { kind: "allow" },
      source: "profile",
    });
    expect(GUARD_TIMING.maxAttempts).toBe(3);
  });

  it("shows the error after three failures when nobody is known, and Retry starts over", () => {
    const failed = run(unknown, failure, failure, failure);
    expect(failed).toEqual({ phase: "error", message: "Failed to check subscription status: 503" });
    const retrying = guardReducer(failed, { type: "retry" }, unknown);
    expect(retrying).toEqual({ phase: "checking", attempt: 1, retrying: "Failed to check subscription status: 503" });
    expect(guardReducer(retrying, { type: "answer", check: signedOut }, unknown)).toMatchObject({
      verdict: { kind: "redirect", to: "/auth?redirectTo=%2Fcheckout" },
    });
  });

  it("settles on the profile status after the safety time-out, and a later answer still wins", () => {
    const early = run({ pathname: "/checkout", fallback: { hasSubscription: true } }, { type: "safety-timeout" });
    expect(early).toEqual({ phase: "decided", verdict: { kind: "redirect", to: "/" }, source: "profile" });
    expect(guardReducer(early, { type: "answer", check: unpaid }, known)).toMatchObject({
      verdict: { kind: "allow" },
      source: "api",
    });
  });

  it("never opens the screen on the loading time-out without a profile status", () => {
    expect(run(unknown, { type: "safety-timeout" })).toEqual(initialGuardState);
    expect(run(unknown, { type: "loading-timeout" })).toEqual({
      phase: "error",
      message: "Failed to check subscription status: timeout",
    });
  });

  it("refetches on a session mismatch, then gives up to the sign-in screen", () => {
    const mismatch: GuardEvent = { type: "answer", check: signedOut };
    expect(run(known, mismatch)).toMatchObject({ phase: "checking", attempt: 2 });
    expect(run(known, mismatch, mismatch, mismatch)).toMatchObject({
      verdict: { kind: "redirect", to: "/auth?redirectTo=%2Fcheckout" },
    });
  });
});
