import { Field } from "../forms/field";
import type { AuthReply } from "./auth-reply";

/**
 * The e-mail address of an existing account, as the sign-in and reset-request forms ask for it:
 * refilled from the form's last answer, with that answer's message under it.
 */
export function AccountEmailField({ answer }: { answer: AuthReply | undefined }) {
  return (
    <Field
      label="Email"
      errors={answer?.fields?.email}
      inputProps={{
        name: "email",
        type: "email",
        autoComplete: "email",
        required: true,
        defaultValue: answer?.email ?? "",
      }}
    />
  );
}
