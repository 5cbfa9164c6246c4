import { useLocation } from "@remix-run/react";
import { useActionToast } from "../../lib/use-action-toast";
import { AuthCard } from "./auth-card";
import type { AuthReply } from "./auth-reply";
import { AuthTabs } from "./auth-tabs";
import { EmailVerifiedStep } from "./email-verified-step";
import { ResetRequestStep, ResetSentStep } from "./reset-request-step";
import { SessionExpiredAlert } from "./session-expired-alert";
import { useSessionExpiredNotice } from "./use-session-expired-notice";
import { VerifyEmailStep } from "./verify-email-step";

/** Where 'Back to Login' goes: the Login tab of the same screen, keeping where sign-in leads. */
function loginHrefFor(pathname: string, search: string): string {
  const base = pathname.startsWith("/auth") ? "/auth" : "/login";
  const redirectTo = new URLSearchParams(search).get("redirectTo");
  return redirectTo ? `${base}?${new URLSearchParams({ redirectTo })}` : base;
}

/**
 * The sign-in and registration screen of /auth, /login and /register (docs/product.md#accounts-screens-and-routes). The step shown
 * follows the last form's answer (the code screen after registering, the reset confirmation) and
 * otherwise the address: `?view=reset` is the Reset Password view, anything else the two tabs.
 */
export function SignInScreen({ reply }: { reply: AuthReply | undefined }) {
  const { pathname, search } = useLocation();
  const sessionExpired = useSessionExpiredNotice();
  useActionToast(reply?.toast);
  const loginHref = loginHrefFor(pathname, search);
  const resetView = new URLSearchParams(search).get("view") === "reset";
  const view = reply?.view ?? (resetView ? "reset-request" : "tabs");
  // A new ?tab= opens its tab; other changes of the address (a removed notice) keep the open one.
  const tabKey = `${pathname}:${new URLSearchParams(search).get("tab") ?? ""}`;

  return (
    <AuthCard>
      {sessionExpired ? <SessionExpiredAlert /> : null}
      {view === "verify-email" && reply?.email ? (
        <VerifyEmailStep email={reply.email} reply={reply} loginHref={loginHref} />
      ) : view === "verified" ? (
        <EmailVerifiedStep />
      ) : view === "reset-sent" && reply?.email ? (
        <ResetSentStep email={reply.email} loginHref={loginHref} />
      ) : view === "reset-request" ? (
        <ResetRequestStep reply={reply} loginHref={loginHref} />
      ) : (
        <AuthTabs key={tabKey} reply={reply} />
      )}
    </AuthCard>
  );
}
