import { Flex, Grid } from "@radix-ui/themes";
import { Form } from "@remix-run/react";
import { useId, useRef, useState } from "react";
import { useEditedFieldErrors } from "../../lib/forms/use-edited-field-errors";
import { useFocusFirstError } from "../../lib/forms/use-focus-first-error";
import { useFormBusy } from "../../lib/forms/use-form-busy";
import { CheckboxField } from "../forms/checkbox-field";
import { Field } from "../forms/field";
import { FormAlert } from "../forms/form-alert";
import { IntentInput } from "../forms/intent-input";
import { SubmitButton } from "../forms/submit-button";
import { TrailerTypeCheckboxes } from "../forms/trailer-type-checkboxes";
import type { AuthReply } from "./auth-reply";
import { CompanySearch } from "./company-search";
import { FmcsaFailureDialog } from "./fmcsa-failure-dialog";
import { asRegistrationUserType, UserTypeChoice } from "./user-type-choice";

const single = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");

/** The registry's phone and e-mail go into the fields the person left empty; what they typed stays. */
function fillFromRegistry(form: HTMLFormElement | null, match: { phoneNumber?: string | null; email?: string | null }) {
  for (const [name, value] of [
    ["phoneNumber", match.phoneNumber],
    ["email", match.email],
  ] as const) {
    const input = form?.elements.namedItem(name);
    if (value && input instanceof HTMLInputElement && input.value.trim() === "") input.value = value;
  }
}

/**
 * The Register tab: the registration payload of docs/product.md#accounts-entities-and-fields. Company fields are for carriers and
 * brokers, the admin code for admin sign-up (checked by the server only); which set shows follows
 * the checked account type in CSS, so it works before the script loads too.
 */
export function RegisterForm({ reply }: { reply: AuthReply | undefined }) {
  const form = useRef<HTMLFormElement>(null);
  const companyInputId = useId();
  const answer = reply?.intent === "register" ? reply : undefined;
  const values = answer?.values ?? {};
  const [userType, setUserType] = useState(asRegistrationUserType(values.userType));
  const busy = useFormBusy("register");
  // A field's error goes once the user corrects it, not at the next submit.
  const { fields, onInput, onChange } = useEditedFieldErrors(answer, answer?.fields);
  useFocusFirstError(form, answer);
  const fmcsaAlert = answer?.fmcsa ? `FMCSA Verification Failed: ${answer.fmcsa.error}` : undefined;

  return (
    <Form
      method="post"
      ref={form}
      noValidate
      className="tr-register"
      aria-label="Register"
      onInput={onInput}
      onChange={onChange}
    >
      <IntentInput intent="register" />
      <Flex direction="column" gap="4" mt="4">
        <FormAlert message={fmcsaAlert ?? answer?.formError} />
        <UserTypeChoice defaultValue={userType} onChange={setUserType} errors={fields?.userType} />
        <Field
          label="Email"
          errors={fields?.email}
          inputProps={{ name: "email", type: "email", autoComplete: "email", defaultValue: single(values.email) }}
        />
        <Field
          label="Password"
          errors={fields?.password}
          hint="At least 8 characters."
          inputProps={{ name: "password", type: "password", autoComplete: "new-password" }}
        />
        <div className="tr-company-fields">
          <CompanySearch
            registry={userType === "broker" ? "broker" : "carrier"}
            inputId={companyInputId}
            errors={fields}
            onPick={(match) => fillFromRegistry(form.current, match)}
            defaults={{
              companyName: single(values.companyName),
              mcNumber: single(values.mcNumber),
              dotNumber: single(values.dotNumber),
            }}
          />
          <Grid columns={{ initial: "1", xs: "2" }} gap="3">
            <Field
              label="Phone number"
              errors={fields?.phoneNumber}
              inputProps={{
                name: "phoneNumber",
                type: "tel",
                autoComplete: "tel",
                defaultValue: single(values.phoneNumber),
              }}
            />
            <Field
              label="Number of trucks (optional)"
              errors={fields?.numberOfTrucks}
              inputProps={{
                name: "numberOfTrucks",
                type: "number",
                min: 1,
                step: 1,
                defaultValue: single(values.numberOfTrucks),
              }}
            />
          </Grid>
          <TrailerTypeCheckboxes
            selected={Array.isArray(values.trailerTypes) ? values.trailerTypes : []}
            errors={fields?.trailerTypes}
          />
        </div>
        <div className="tr-admin-fields">
          <Field
            label="Admin code"
            errors={fields?.adminCode}
            hint="Admin sign-up needs the code issued by TrueRate."
            inputProps={{ name: "adminCode", type: "password", autoComplete: "off" }}
          />
        </div>
        <CheckboxField
          name="termsAgreed"
          errors={fields?.termsAgreed}
          defaultChecked={values.termsAgreed === "true"}
          label={
            <>
              I agree to the{" "}
              <a href="/terms.html" target="_blank" rel="noreferrer">
                terms and conditions
              </a>
            </>
          }
        />
        <CheckboxField
          name="privacyAgreed"
          errors={fields?.privacyAgreed}
          defaultChecked={values.privacyAgreed === "true"}
          label={
            <>
              I agree to the{" "}
              <a href="/privacy.html" target="_blank" rel="noreferrer">
                privacy policy
              </a>
            </>
          }
        />
        <SubmitButton busy={busy} label="Create Account" busyLabel="Creating account..." />
      </Flex>
      <FmcsaFailureDialog failure={answer?.fmcsa} onTryAgain={() => document.getElementById(companyInputId)?.focus()} />
    </Form>
  );
}
