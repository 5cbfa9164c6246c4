import { Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { useFetcher } from "@remix-run/react";
import { formatNewYorkTime } from "@truerate/domain/new-york-time";
import type { Complaint } from "../../components/admin/console/types";
import { ChoiceInput } from "../../components/forms/controls";
import { Field } from "../../components/forms/field";
import type { ToastReply } from "../../lib/forms/action-reply";
import { useActionToast } from "../../lib/use-action-toast";

const OUTCOMES: { value: Complaint["outcome"]; label: string }[] = [
  { value: "filed", label: "Filed, awaiting FMCSA" },
  { value: "actionable", label: "Actionable" },
  { value: "non_actionable", label: "Non-actionable" },
  { value: "withdrawn", label: "Withdrawn" },
];

/** After submitting on NCCDB: the Complaint ID it answered and the outcome, and the brokerage's reply. */
export function RecordComplaintForm({ complaint }: { complaint: Complaint | null }) {
  const fetcher = useFetcher<ToastReply>();
  useActionToast(fetcher.data?.toast);
  return (
    <Card size="3" className="tr-no-print">
      <Heading as="h2" size="4" mb="3">
        Record the complaint
      </Heading>
      {complaint ? (
        <Text as="p" size="2" mb="3" role="status">
          Complaint {complaint.nccdbComplaintId} recorded {formatNewYorkTime(complaint.filedAt, "short")} —{" "}
          {OUTCOMES.find((outcome) => outcome.value === complaint.outcome)?.label}.{" "}
          {complaint.brokerReply
            ? `The brokerage replied: ${complaint.brokerReply}`
            : "The brokerage has not replied yet."}
        </Text>
      ) : null}
      <fetcher.Form method="post">
        <Flex direction="column" gap="3" style={{ maxWidth: 420 }}>
          <Field
            label="NCCDB Complaint ID"
            inputProps={{ name: "nccdbComplaintId", required: true, defaultValue: complaint?.nccdbComplaintId ?? "" }}
          />
          <Flex direction="column" gap="1">
            <Text as="label" size="2" weight="medium" id="complaint-outcome-label">
              Outcome
            </Text>
            <ChoiceInput
              name="outcome"
              defaultValue={complaint?.outcome ?? "filed"}
              triggerProps={{ "aria-labelledby": "complaint-outcome-label" }}
              options={OUTCOMES}
            />
          </Flex>
          <Button type="submit" loading={fetcher.state !== "idle"} style={{ alignSelf: "start" }}>
            Record Complaint ID
          </Button>
        </Flex>
      </fetcher.Form>
    </Card>
  );
}
