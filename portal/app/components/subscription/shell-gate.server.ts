import type { AppLoadContext } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { SUBSCRIPTION_STATUSES } from "@truerate/domain/enums";
import type { SessionUser } from "../../lib/session-user";
import { redirectWithToast } from "../../lib/toast.server";
import { toastFromMessage } from "../payments/messages";
import { shellGate, viewerFromCheck, viewerFromUser } from "./shell-gate";
import { loadSubscriptionCheck } from "./subscription-check.server";

/**
 * The app shell gating (docs/product.md#accounts-states-and-transitions) for the `_app` layout's loader: the redirect to throw, or null
 * to render. The API's subscription check decides access (both BROKER_ACCESS readings live there);
 * admins bypass it without a call. `headers` carry the session's cookies on to the browser.
 */
export async function shellGateRedirect(
  context: AppLoadContext,
  request: Request,
  user: SessionUser,
  headers: Headers,
): Promise<Response | null> {
  if (user.isAdmin || user.userType === "admin") return null;
  const check = await loadSubscriptionCheck(context, request);
  const status = SUBSCRIPTION_STATUSES.find((value) => value === user.subscriptionStatus) ?? "inactive";
  const viewer = check?.authenticated
    ? viewerFromCheck(check, user.userType)
    : viewerFromUser({ ...user, subscriptionStatus: status });
  const gate = shellGate(new URL(request.url).pathname, viewer);
  if (gate.kind === "allow") return null;
  if (!gate.message) return redirect(gate.to, { headers });
  return redirectWithToast(gate.to, toastFromMessage(gate.message, "destructive"), { headers });
}
