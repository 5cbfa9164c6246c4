import { Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { useFetcher } from "@remix-run/react";
import { formatNewYorkTime } from "@truerate/domain/new-york-time";
import { useId } from "react";
import type { Complaint } from "../../components/admin/console/types";
import { TabError, TabLoading } from "../../components/admin/console-states";
import { useTabFetcher } from "../../components/admin/use-tab-fetcher";
import { TextAreaInput } from "../../components/forms/controls";
import type { ToastReply } from "../../lib/forms/action-reply";
import { useActionToast } from "../../lib/use-action-toast";
import type { loader } from "../resources.brokerage.complaints/route";

function ReplyForm({ complaint }: { complaint: Complaint }) {
  const fetcher = useFetcher<ToastReply>();
  const replyId = useId();
  useActionToast(fetcher.data?.toast);
  return (
    <fetcher.Form method="post" action="/resources/brokerage/complaints">
      <input type="hidden" name="id" value={complaint.id} />
      <Flex direction="column" gap="2">
        <Text as="label" htmlFor={replyId} size="2" weight="medium">
          Your reply to complaint {complaint.nccdbComplaintId}
        </Text>
        <TextAreaInput
          id={replyId}
          name="reply"
          required
          rows={3}
          maxLength={4000}
          defaultValue={complaint.brokerReply ?? ""}
        />
        <Button type="submit" size="2" loading={fetcher.state !== "idle"} style={{ alignSelf: "start" }}>
          {complaint.brokerReply ? "Update reply" : "Send reply"}
        </Button>
      </Flex>
    </fetcher.Form>
  );
}

/**
 * Complaints TrueRate filed with FMCSA's National Consumer Complaint Database about this
 * brokerage's loads, each with the brokerage's right of reply. Shows nothing while there are none.
 */
export function ComplaintsCard() {
  const { data } = useTabFetcher<typeof loader>("/resources/brokerage/complaints");
  if (!data) return <TabLoading label="Loading complaints…" />;
  if (!data.ok) return <TabError message={data.message} />;
  if (data.data.complaints.length === 0) return null;
  return (
    <Card size="3">
      <Heading as="h3" size="3" mb="3">
        Complaints filed with FMCSA
      </Heading>
      <Flex direction="column" gap="4">
        {data.data.complaints.map((complaint) => (
          <Flex key={complaint.id} direction="column" gap="2">
            <Text size="2">
              Load {complaint.loadNumber}: complaint {complaint.nccdbComplaintId}, filed{" "}
              {formatNewYorkTime(complaint.filedAt, "short")} ({complaint.outcome.replace("_", "-")}).
            </Text>
            <ReplyForm complaint={complaint} />
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}
