import type { ShouldRevalidateFunction } from "@remix-run/react";

/**
 * After the code is verified the API has signed the user in, and the screen's loader would now
 * send them to /; the screen instead shows 'Email Verified' and moves on to /subscription itself.
 */
export const authShouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) => {
  const verified =
    typeof actionResult === "object" &&
    actionResult !== null &&
    (actionResult as { view?: unknown }).view === "verified";
  return verified ? false : defaultShouldRevalidate;
};
