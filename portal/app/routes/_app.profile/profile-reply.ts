import type { FormReply } from "../../lib/forms/action-reply";

/** The answer of the profile page's action, by the form that was sent. */
export interface ProfileReply extends FormReply {
  intent: "update-profile" | "verify-new-email";
  ok: boolean;
}
