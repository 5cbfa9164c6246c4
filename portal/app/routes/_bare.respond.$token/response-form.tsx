import { Card, Flex, Grid, Heading, Text } from "@radix-ui/themes";
import { Form, useNavigation } from "@remix-run/react";
import { FileField } from "../../components/documents/file-field";
import { Field } from "../../components/forms/field";
import { FormAlert } from "../../components/forms/form-alert";
import { SubmitButton } from "../../components/forms/submit-button";
import { TextAreaField } from "../../components/forms/text-area-field";
import type { LoadRequestView, RespondReply } from "./respond.server";

const ACCEPTED = ".pdf,.doc,.docx,.jpg,.jpeg,.png";
const FILE_HINT = "PDF, DOC, DOCX, JPG or PNG, up to 10MB.";

/**
 * The broker's answer without an account: the rate confirmation and invoice, and the record the
 * carrier may review under 49 CFR 371.3. The API checks every field; its messages show in place.
 */
export function ResponseForm({ request, reply }: { request: LoadRequestView; reply: RespondReply | undefined }) {
  const busy = useNavigation().state === "submitting";
  const fields = reply && !reply.ok ? reply.fields : {};
  const text = (name: string, label: string, extra: { hint?: string; defaultValue?: string; type?: "date" } = {}) => (
    <Field
      label={label}
      errors={fields[name]}
      hint={extra.hint}
      inputProps={{ name, type: extra.type ?? "text", defaultValue: extra.defaultValue }}
    />
  );
  const money = (name: string, label: string, hint?: string) => (
    <Field
      label={label}
      errors={fields[name]}
      hint={hint}
      inputProps={{ name, inputMode: "decimal", placeholder: "0.00" }}
    />
  );

  return (
    <Form method="post" encType="multipart/form-data" noValidate>
      <Flex direction="column" gap="4">
        <FormAlert message={reply && !reply.ok ? reply.message : undefined} />
        <Card size="3">
          <Heading as="h2" size="4" mb="3">
            Documents
          </Heading>
          <Grid columns={{ initial: "1", sm: "2" }} gap="4">
            <FileField
              name="rateConfirmation"
              label="Rate confirmation (required)"
              accept={ACCEPTED}
              hint={FILE_HINT}
              errors={fields.rateConfirmation}
            />
            <FileField name="invoice" label="Invoice" accept={ACCEPTED} hint={FILE_HINT} errors={fields.invoice} />
          </Grid>
        </Card>
        <Card size="3">
          <Heading as="h2" size="4" mb="1">
            The record of this load
          </Heading>
          <Text as="p" size="2" color="gray" mb="3">
            What 49 CFR 371.3 entitles the carrier to review. Amounts in US dollars.
          </Text>
          <Grid columns={{ initial: "1", sm: "2" }} gap="4">
            {text("consignor", "Consignor (shipper)")}
            {text("originatingCarrier", "Originating carrier", { defaultValue: request.carrierName ?? "" })}
            {text("billOfLadingNumber", "Bill of lading or freight bill number")}
            {money("compensation", "Compensation received", "What the shipper paid you for this load.")}
            {text("payer", "Paid by")}
            {money("freightChargesCollected", "Freight charges collected")}
            {money("carrierPaid", "Paid to the carrier")}
            {text("carrierPaidOn", "Date paid to the carrier", { type: "date" })}
            {text("shipperPaidOn", "Date the shipper paid", { type: "date" })}
            {text("nonBrokerageServices", "Non-brokerage services")}
            {money("nonBrokerageCharges", "Charged for non-brokerage services")}
          </Grid>
          <Flex direction="column" gap="4" mt="4">
            <TextAreaField
              name="itemizedCharges"
              label="Itemized charges"
              hint="One per line: description, amount (e.g. Fuel surcharge, 150.00)."
              errors={
                fields.itemizedCharges ??
                Object.entries(fields).find(([key]) => key.startsWith("itemizedCharges."))?.[1]
              }
            />
            <TextAreaField name="claims" label="Claims" errors={fields.claims} />
            <TextAreaField name="message" label="Message to the carrier" errors={fields.message} />
          </Flex>
        </Card>
        <Flex justify="end">
          <SubmitButton busy={busy} label="Send to the carrier" busyLabel="Sending..." />
        </Flex>
      </Flex>
    </Form>
  );
}
