import { Button, Flex } from "@radix-ui/themes";
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { ConfirmDialog } from "../../components/feedback/confirm-dialog";
import type { ToastReply } from "../../lib/forms/action-reply";
import { useActionToast } from "../../lib/use-action-toast";
import type { BrokerageMember } from "./team";

/** Approve, or decline after a confirmation: declining leaves the broker without a brokerage. */
export function JoinDecision({ member }: { member: BrokerageMember }) {
  const fetcher = useFetcher<ToastReply>();
  const [declining, setDeclining] = useState<BrokerageMember | null>(null);
  useActionToast(fetcher.data?.toast);
  const busy = fetcher.state !== "idle";
  const submit = (intent: "approve" | "decline") =>
    fetcher.submit({ intent, id: member.id, email: member.email }, { method: "post", action: "/broker-dashboard" });

  return (
    <Flex gap="2" wrap="wrap">
      <Button
        size="1"
        color="green"
        // White on the solid green fails WCAG AA (3:1); the high-contrast solid passes.
        highContrast
        loading={busy && fetcher.formData?.get("intent") === "approve"}
        disabled={busy}
        aria-label={`Approve ${member.email}`}
        onClick={() => submit("approve")}
      >
        Approve
      </Button>
      <Button
        size="1"
        color="red"
        variant="soft"
        disabled={busy}
        aria-label={`Decline ${member.email}`}
        onClick={() => setDeclining(member)}
      >
        Decline
      </Button>
      <ConfirmDialog
        subject={declining}
        title={`Decline ${member.email}?`}
        describe={() => "They will not see your brokerage's loads, documents or dashboard."}
        confirmLabel="Decline request"
        onCancel={() => setDeclining(null)}
        onConfirm={() => {
          setDeclining(null);
          submit("decline");
        }}
      />
    </Flex>
  );
}
