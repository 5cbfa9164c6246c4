import { Flex, Link as TextLink } from "@radix-ui/themes";
import { Form, Link, useSearchParams } from "@remix-run/react";
import { useRef } from "react";
import { useFocusFirstError } from "../../lib/forms/use-focus-first-error";
import { useFormBusy } from "../../lib/forms/use-form-busy";
import { Field } from "../forms/field";
import { FormAlert } from "../forms/form-alert";
import { IntentInput } from "../forms/intent-input";
import { SubmitButton } from "../forms/submit-button";
import { AccountEmailField } from "./account-email-field";
import type { AuthReply } from "./auth-reply";

/**
 * The Login tab: e-mail and password, posted to the screen's action, which signs in and sends the
 * browser on with a full page load. `redirectTo` remembers the page that asked for sign-in.
 */
export function LoginForm({ reply }: { reply: AuthReply | undefined }) {
  const form = useRef<HTMLFormElement>(null);
  const [searchParams] = useSearchParams();
  const busy = useFormBusy("login");
  const answer = reply?.intent === "login" ? reply : undefined;
  useFocusFirstError(form, answer);
  const resetQuery = new URLSearchParams(searchParams);
  resetQuery.delete("session_expired");
  resetQuery.set("view", "reset");

  return (
    <Form method="post" ref={form} noValidate aria-label="Log in">
      <IntentInput intent="login" />
      <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
      <Flex direction="column" gap="4" mt="4">
        <FormAlert message={answer?.formError} />
        <AccountEmailField answer={answer} />
        <Field
          label="Password"
          errors={answer?.fields?.password}
          inputProps={{ name: "password", type: "password", autoComplete: "current-password", required: true }}
        />
        <TextLink asChild size="2">
          <Link to={`?${resetQuery}`}>Forgot password?</Link>
        </TextLink>
        <SubmitButton busy={busy} label="Log In" busyLabel="Logging in..." />
      </Flex>
    </Form>
  );
}
