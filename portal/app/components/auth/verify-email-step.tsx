import { Button, Flex } from "@radix-ui/themes";
import { Form, Link } from "@remix-run/react";
import { useRef, useState } from "react";
import { useFocusFirstError } from "../../lib/forms/use-focus-first-error";
import { useFormBusy } from "../../lib/forms/use-form-busy";
import { Field } from "../forms/field";
import { FormAlert } from "../forms/form-alert";
import { IntentInput } from "../forms/intent-input";
import { SubmitButton } from "../forms/submit-button";
import type { AuthReply } from "./auth-reply";
import { StepHeading } from "./step-heading";
import { codeDigits } from "./verification-code-input";

interface VerifyEmailStepProps {
  email: string;
  reply: AuthReply | undefined;
  loginHref: string;
}

/** 'Check Your Email': the 6-digit code from the verification e-mail, 'Resend Code', 'Back to Login'. */
export function VerifyEmailStep({ email, reply, loginHref }: VerifyEmailStepProps) {
  const form = useRef<HTMLFormElement>(null);
  const [code, setCode] = useState("");
  const verifying = useFormBusy("verify");
  const resending = useFormBusy("resend");
  const answer = reply?.intent === "verify" ? reply : undefined;
  useFocusFirstError(form, answer);

  return (
    <>
      <StepHeading
        title="Check Your Email"
        focusOnMount
        description={
          <>
            We sent a 6-digit verification code to <strong>{email}</strong>. Enter it below to verify your account.
          </>
        }
      />
      <FormAlert message={reply?.notice} tone="info" />
      <Form method="post" ref={form} noValidate aria-label="Verify email">
        <IntentInput intent="verify" />
        <input type="hidden" name="email" value={email} />
        <Flex direction="column" gap="4">
          <FormAlert message={answer?.formError} />
          <Field
            label="Verification code"
            errors={answer?.fields?.verificationCode}
            hint="The code expires 15 minutes after it was sent."
            inputProps={{
              name: "verificationCode",
              value: code,
              onChange: (event) => setCode(codeDigits(event.currentTarget.value)),
              inputMode: "numeric",
              autoComplete: "one-time-code",
              // Six digits at most, kept by codeDigits: a maxLength attribute would cut a pasted
              // "123 456" before its separator is dropped.
              required: true,
              className: "tr-code-input",
            }}
          />
          <SubmitButton busy={verifying} label="Verify Email" busyLabel="Verifying..." />
        </Flex>
      </Form>
      <Form method="post" aria-label="Resend code">
        <IntentInput intent="resend" />
        <input type="hidden" name="email" value={email} />
        <Flex direction="column" gap="2">
          <SubmitButton busy={resending} label="Resend Code" busyLabel="Sending..." variant="soft" />
          <Button asChild variant="ghost" size="2">
            <Link to={loginHref}>Back to Login</Link>
          </Button>
        </Flex>
      </Form>
    </>
  );
}
