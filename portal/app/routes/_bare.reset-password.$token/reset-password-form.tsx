import { Flex } from "@radix-ui/themes";
import { Form, Link } from "@remix-run/react";
import { useRef } from "react";
import { AuthCard } from "../../components/auth/auth-card";
import { StepHeading } from "../../components/auth/step-heading";
import { Field } from "../../components/forms/field";
import { FormAlert } from "../../components/forms/form-alert";
import { IntentInput } from "../../components/forms/intent-input";
import { SubmitButton } from "../../components/forms/submit-button";
import type { FormReply } from "../../lib/forms/action-reply";
import { useFocusFirstError } from "../../lib/forms/use-focus-first-error";
import { useFormBusy } from "../../lib/forms/use-form-busy";
import { useActionToast } from "../../lib/use-action-toast";

/** The password reset screen (docs/product.md#accounts-screens-and-routes): New Password, Confirm Password, 'Reset Password'. */
export function ResetPasswordForm({ reply }: { reply: FormReply | undefined }) {
  const form = useRef<HTMLFormElement>(null);
  const busy = useFormBusy("reset-password");
  useActionToast(reply?.toast);
  useFocusFirstError(form, reply);
  return (
    <AuthCard>
      <StepHeading title="Reset Password" description="Choose a new password for your TrueRate account." />
      <Form method="post" ref={form} noValidate aria-label="Reset password">
        <IntentInput intent="reset-password" />
        <Flex direction="column" gap="4">
          <FormAlert message={reply?.formError} />
          <Field
            label="New Password"
            errors={reply?.fields?.password}
            hint="At least 8 characters."
            inputProps={{ name: "password", type: "password", autoComplete: "new-password", required: true }}
          />
          <Field
            label="Confirm Password"
            errors={reply?.fields?.confirmPassword}
            inputProps={{ name: "confirmPassword", type: "password", autoComplete: "new-password", required: true }}
          />
          <SubmitButton busy={busy} label="Reset Password" busyLabel="Resetting..." />
          {reply?.formError ? <Link to="/auth?view=reset">Request a new reset link</Link> : null}
        </Flex>
      </Form>
    </AuthCard>
  );
}
