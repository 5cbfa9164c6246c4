import { Button, Flex } from "@radix-ui/themes";
import { Form, Link } from "@remix-run/react";
import { useRef } from "react";
import { useFocusFirstError } from "../../lib/forms/use-focus-first-error";
import { useFormBusy } from "../../lib/forms/use-form-busy";
import { FormAlert } from "../forms/form-alert";
import { IntentInput } from "../forms/intent-input";
import { SubmitButton } from "../forms/submit-button";
import { AccountEmailField } from "./account-email-field";
import type { AuthReply } from "./auth-reply";
import { StepHeading } from "./step-heading";

/** The Reset Password view of the sign-in screen: the account's e-mail, then a confirmation. */
export function ResetRequestStep({ reply, loginHref }: { reply: AuthReply | undefined; loginHref: string }) {
  const form = useRef<HTMLFormElement>(null);
  const busy = useFormBusy("reset-request");
  const answer = reply?.intent === "reset-request" ? reply : undefined;
  useFocusFirstError(form, answer);
  return (
    <>
      <StepHeading
        title="Reset Password"
        description="Enter the e-mail address of your account and we will send you a link to choose a new password."
      />
      <Form method="post" ref={form} noValidate aria-label="Reset password">
        <IntentInput intent="reset-request" />
        <Flex direction="column" gap="4">
          <FormAlert message={answer?.formError} />
          <AccountEmailField answer={answer} />
          <SubmitButton busy={busy} label="Send Reset Link" busyLabel="Sending..." />
          <Button asChild variant="ghost" size="2">
            <Link to={loginHref}>Back to Login</Link>
          </Button>
        </Flex>
      </Form>
    </>
  );
}

/** After the request: the same words whether or not the address has an account. */
export function ResetSentStep({ email, loginHref }: { email: string; loginHref: string }) {
  return (
    <>
      <StepHeading
        title="Check your inbox"
        focusOnMount
        description={
          <>
            If an account exists for <strong>{email}</strong>, we have sent it a link to reset the password. The link
            works once and expires in 1 hour.
          </>
        }
      />
      <Button asChild variant="soft" size="3">
        <Link to={loginHref}>Back to Login</Link>
      </Button>
    </>
  );
}
