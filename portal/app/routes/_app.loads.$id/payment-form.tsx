import { Callout, Flex, Heading, Text } from "@radix-ui/themes";
import { useFetcher } from "@remix-run/react";
import { DAYS_TO_PAY_RULE, UNPAID_AFTER_DAYS } from "@truerate/domain/brokers/days-to-pay";
import { CheckboxField } from "../../components/forms/checkbox-field";
import { Field } from "../../components/forms/field";
import { FormAlert } from "../../components/forms/form-alert";
import { IntentInput } from "../../components/forms/intent-input";
import { SubmitButton } from "../../components/forms/submit-button";
import { type LoadPayment, PAYMENT_INTENT, type PaymentReply } from "./payment-reply";

/**
 * The carrier's record of when it invoiced the broker and when it was paid (or that it was not):
 * the evidence behind the broker's days to pay. Saved in place; the API's messages show per field.
 */
export function PaymentForm({ payment }: { payment: LoadPayment }) {
  const fetcher = useFetcher<PaymentReply>();
  const busy = fetcher.state !== "idle";
  const reply = busy ? undefined : fetcher.data;
  const fields = reply && !reply.ok ? reply.fields : {};
  const shown = reply?.ok ? reply.data : payment;
  return (
    <fetcher.Form method="post" noValidate aria-labelledby="payment-heading">
      <IntentInput intent={PAYMENT_INTENT} />
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4" id="payment-heading">
          Payment
        </Heading>
        <Text as="p" size="2" color="gray">
          When you invoiced the broker and when it paid. Counted in the broker's days to pay; an invoice unpaid after{" "}
          {UNPAID_AFTER_DAYS} days counts as unpaid.
        </Text>
        <Flex gap="3" wrap="wrap">
          <Field
            label="Invoiced on"
            errors={fields.invoicedOn}
            inputProps={{ name: "invoicedOn", type: "date", defaultValue: shown.invoicedOn ?? "", id: "invoiced-on" }}
          />
          <Field
            label="Paid on"
            errors={fields.paidOn}
            hint="Leave empty while unpaid."
            inputProps={{ name: "paidOn", type: "date", defaultValue: shown.paidOn ?? "", id: "paid-on" }}
          />
        </Flex>
        <CheckboxField
          name="notPaid"
          value="on"
          label="Not paid yet (report the invoice as unpaid)"
          defaultChecked={shown.notPaid}
          errors={fields.notPaid}
        />
        <FormAlert message={reply && !reply.ok ? reply.message : undefined} />
        {reply?.ok ? (
          <Callout.Root color="green" role="status">
            <Callout.Text>{reply.message}</Callout.Text>
          </Callout.Root>
        ) : null}
        <Flex>
          <SubmitButton size="2" busy={busy} label="Save payment dates" busyLabel="Saving…" />
        </Flex>
        <Text as="p" size="1" color="gray">
          {DAYS_TO_PAY_RULE}
        </Text>
      </Flex>
    </fetcher.Form>
  );
}
