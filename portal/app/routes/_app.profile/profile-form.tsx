import { Card, Flex, Grid, Heading } from "@radix-ui/themes";
import { Form } from "@remix-run/react";
import { useId, useRef } from "react";
import { Field } from "../../components/forms/field";
import { FormAlert } from "../../components/forms/form-alert";
import { IntentInput } from "../../components/forms/intent-input";
import { SubmitButton } from "../../components/forms/submit-button";
import { TrailerTypeCheckboxes } from "../../components/forms/trailer-type-checkboxes";
import { useFocusFirstError } from "../../lib/forms/use-focus-first-error";
import { useFormBusy } from "../../lib/forms/use-form-busy";
import type { User } from "../../lib/session-user";
import type { ProfileReply } from "./profile-reply";
import { VerifyNewEmailForm } from "./verify-new-email-form";

/**
 * The Profile Information form (docs/product.md#accounts-screens-and-routes): the company fields, and the e-mail, which changes only
 * with the current password and once the new address is verified.
 * Admins have no MC or DOT number, so those two fields are not offered to them.
 */
export function ProfileForm({ profile, reply }: { profile: User; reply: ProfileReply | undefined }) {
  const form = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const busy = useFormBusy("update-profile");
  const fields = reply?.fields;
  useFocusFirstError(form, reply);
  const isAdmin = profile.isAdmin || profile.userType === "admin";

  return (
    <Card size="3" asChild>
      <section aria-labelledby={headingId}>
        <Heading as="h2" size="4" mb="4" id={headingId}>
          Profile Information
        </Heading>
        <Form method="post" ref={form} noValidate aria-labelledby={headingId}>
          <IntentInput intent="update-profile" />
          <Flex direction="column" gap="4">
            <FormAlert message={reply?.formError} />
            <Grid columns={{ initial: "1", sm: "2" }} gap="4">
              <Field
                label="Email"
                hint="A new address becomes your sign-in address once you enter the code we send to it."
                errors={fields?.email}
                inputProps={{ name: "email", type: "email", autoComplete: "email", defaultValue: profile.email }}
              />
              <Field
                label="Current password"
                hint="Needed only to change your e-mail address."
                errors={fields?.currentPassword}
                inputProps={{ name: "currentPassword", type: "password", autoComplete: "current-password" }}
              />
            </Grid>
            <Grid columns={{ initial: "1", sm: "2" }} gap="4">
              <Field
                label="Company name"
                errors={fields?.companyName}
                inputProps={{
                  name: "companyName",
                  autoComplete: "organization",
                  defaultValue: profile.companyName ?? "",
                }}
              />
              <Field
                label="Phone number"
                errors={fields?.phoneNumber}
                inputProps={{
                  name: "phoneNumber",
                  type: "tel",
                  autoComplete: "tel",
                  defaultValue: profile.phoneNumber ?? "",
                }}
              />
              {isAdmin ? null : (
                <>
                  <Field
                    label="MC number"
                    errors={fields?.mcNumber}
                    inputProps={{ name: "mcNumber", placeholder: "MC123456", defaultValue: profile.mcNumber ?? "" }}
                  />
                  <Field
                    label="DOT number"
                    errors={fields?.dotNumber}
                    inputProps={{ name: "dotNumber", inputMode: "numeric", defaultValue: profile.dotNumber ?? "" }}
                  />
                </>
              )}
            </Grid>
            <TrailerTypeCheckboxes selected={profile.trailerTypes} errors={fields?.trailerTypes} />
            <Flex justify="end">
              <SubmitButton busy={busy} label="Save Changes" busyLabel="Saving..." />
            </Flex>
          </Flex>
        </Form>
        {profile.pendingEmail ? <VerifyNewEmailForm pendingEmail={profile.pendingEmail} reply={reply} /> : null}
      </section>
    </Card>
  );
}
