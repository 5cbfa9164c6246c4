import { Callout, Flex } from "@radix-ui/themes";
import { Form } from "@remix-run/react";
import { Field } from "../../components/forms/field";
import { IntentInput } from "../../components/forms/intent-input";
import { SubmitButton } from "../../components/forms/submit-button";
import { useFormBusy } from "../../lib/forms/use-form-busy";
import type { ProfileReply } from "./profile-reply";

/** The code step of an e-mail change: until it is entered, the old address stays the sign-in address. */
export function VerifyNewEmailForm({ pendingEmail, reply }: { pendingEmail: string; reply: ProfileReply | undefined }) {
  const busy = useFormBusy("verify-new-email");
  const errors = reply?.intent === "verify-new-email" ? reply.fields?.verificationCode : undefined;
  return (
    <Form method="post" noValidate aria-label="Verify your new e-mail address">
      <IntentInput intent="verify-new-email" />
      <Flex direction="column" gap="3" mt="5">
        <Callout.Root color="amber" role="status">
          <Callout.Text>
            {`Waiting for ${pendingEmail}: enter the 6-digit code we sent there. Until then you sign in with your current address.`}
          </Callout.Text>
        </Callout.Root>
        <Field
          label="Verification code"
          errors={errors}
          inputProps={{ name: "verificationCode", inputMode: "numeric", autoComplete: "one-time-code", maxLength: 6 }}
        />
        <Flex justify="end">
          <SubmitButton busy={busy} label="Verify New Email" busyLabel="Verifying..." />
        </Flex>
      </Flex>
    </Form>
  );
}
