import { Badge, Button, Flex, Text } from "@radix-ui/themes";
import { useFetcher } from "@remix-run/react";
import { formatNewYorkTime } from "@truerate/domain/new-york-time";
import { useState } from "react";
import { useActionToast } from "../../../lib/use-action-toast";
import type { CarrierSharedDocument } from "../carrier-shared";
import type { DocumentsReply } from "../documents-reply";
import { DeclineDialog } from "./decline-dialog";

/**
 * The carrier's answer to a shared document (docs/product.md#load-board-states-and-transitions): pending shows 'Awaiting Your Response'
 * with Approve and Decline; afterwards 'Document Approved' or 'Document Declined'. The action
 * reloads the list, so the card shows what the API recorded rather than a guess. Approve waits for
 * the first view, as the API does (an approval vouches for what was read).
 */
export function ApprovalActions({ document }: { document: CarrierSharedDocument }) {
  const fetcher = useFetcher<DocumentsReply>();
  const [declining, setDeclining] = useState(false);
  useActionToast(fetcher.data?.toast);
  const busy = fetcher.state !== "idle";
  const unread = !document.carrierViewedAt;
  const hintId = `approve-hint-${document.id}`;
  const submit = (intent: "approve" | "decline", reason?: string) =>
    fetcher.submit(
      { intent, id: document.id, ...(reason ? { reason } : {}) },
      { method: "post", action: "/documents" },
    );

  if (document.carrierApprovalStatus === "approved") {
    return (
      <Text as="p" size="2" color="green" weight="medium">
        Document Approved
        {document.carrierApprovalDate ? ` · ${formatNewYorkTime(document.carrierApprovalDate)}` : null}
      </Text>
    );
  }
  if (document.carrierApprovalStatus === "declined") {
    return (
      <Flex direction="column" gap="1">
        <Text as="p" size="2" color="red" weight="medium">
          Document Declined
        </Text>
        {document.declineReason ? (
          <Text as="p" size="2" color="gray">
            Reason: {document.declineReason}
          </Text>
        ) : null}
      </Flex>
    );
  }
  return (
    <Flex align="center" gap="3" wrap="wrap">
      <Badge color="amber" variant="surface" size="2">
        Awaiting Your Response
      </Badge>
      <Button
        size="2"
        color="green"
        loading={busy}
        disabled={busy || unread}
        aria-label={`Approve ${document.fileName}`}
        aria-describedby={unread ? hintId : undefined}
        onClick={() => submit("approve")}
      >
        Approve
      </Button>
      <Button
        size="2"
        color="red"
        variant="soft"
        disabled={busy}
        aria-label={`Decline ${document.fileName}`}
        onClick={() => setDeclining(true)}
      >
        Decline
      </Button>
      {unread ? (
        <Text id={hintId} size="2" color="gray">
          View the document to approve it.
        </Text>
      ) : null}
      <DeclineDialog
        fileName={declining ? document.fileName : null}
        onCancel={() => setDeclining(false)}
        onConfirm={(reason) => {
          setDeclining(false);
          submit("decline", reason);
        }}
      />
    </Flex>
  );
}
