import type { FormReply } from "../../lib/forms/action-reply";

/** The forms of the sign-in screen (/auth, /login, /register), told apart by their `intent`. */
export const AUTH_INTENTS = ["login", "register", "verify", "resend", "reset-request"] as const;
export type AuthIntent = (typeof AUTH_INTENTS)[number];

/** The steps of the screen that follow a form's answer rather than the address. */
export type AuthView = "verify-email" | "verified" | "reset-request" | "reset-sent";

/** What the 'FMCSA Verification Failed' dialog shows (the API's 422 details). */
export interface FmcsaFailure {
  error: string;
  companyName: string | null;
  status: string | null;
  tips: string[];
}

/** The answer of the sign-in screen's action, one shape for every intent. */
export interface AuthReply extends FormReply {
  intent: AuthIntent;
  /** The step to show now; absent keeps the one the address names (tabs or the reset form). */
  view?: AuthView;
  /** The address the next step is about (the code screen, the reset confirmation). */
  email?: string;
  /** An informative note for the next step (why the code screen opened after signing in). */
  notice?: string;
  /** The registration form's values (never the password), to refill it on a page without script. */
  values?: Record<string, string | string[]>;
  fmcsa?: FmcsaFailure;
}
