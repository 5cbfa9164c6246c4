import { Button } from "@radix-ui/themes";
import { useFetcher } from "@remix-run/react";
import type { DeadlineRecord } from "../../components/admin/console/types";
import type { ToastReply } from "../../lib/forms/action-reply";
import { useActionToast } from "../../lib/use-action-toast";

type Notice = DeadlineRecord["noticesSent"][number];

/**
 * The tracker's Notify: one notice per load and type, sent through the API's queue. A notice sent
 * already reads 'Sent'; clicking it again is answered by the API, which says it was already sent.
 */
export function NotifyButton({
  record,
  type,
}: {
  record: Pick<DeadlineRecord, "id" | "loadNumber" | "noticesSent">;
  type: Notice;
}) {
  const fetcher = useFetcher<ToastReply>();
  useActionToast(fetcher.data?.toast);
  const busy = fetcher.state !== "idle";
  const sent = record.noticesSent.includes(type) || fetcher.data?.ok === true;
  return (
    <fetcher.Form method="post" action="/resources/admin/deadlines">
      <input type="hidden" name="id" value={record.id} />
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name="loadNumber" value={record.loadNumber} />
      <Button
        size="1"
        type="submit"
        variant={sent ? "soft" : "solid"}
        color={type === "deadline_missed" ? "red" : "amber"}
        loading={busy}
        // The name holds the visible word ('Sent' as a word of its own, not '(sent)'), as WCAG's
        // label in name asks, and still starts with what the button does for this load.
        aria-label={`Notify the broker of load ${record.loadNumber}${sent ? ": notice sent" : ""}`}
      >
        {sent ? "Sent" : "Notify"}
      </Button>
    </fetcher.Form>
  );
}
