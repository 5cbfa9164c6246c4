import { Button, Dialog, Flex, Text } from "@radix-ui/themes";
import { useFetcher } from "@remix-run/react";
import { type FormEvent, useEffect, useId, useState } from "react";
import type { AdminDocument } from "../../components/admin/console/types";
import { TextAreaInput } from "../../components/forms/controls";
import type { ToastReply } from "../../lib/forms/action-reply";
import { useActionToast } from "../../lib/use-action-toast";

type Mode = "approve" | "deny";

/**
 * Approve with optional notes, or deny with a reason. Denying asks for the reason the way
 * docs/product.md's prompt did: with none given nothing happens (the API refuses a blank one as well).
 */
export function ReviewButton({ document, mode }: { document: Pick<AdminDocument, "id" | "fileName">; mode: Mode }) {
  const fetcher = useFetcher<ToastReply>();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const reasonId = useId();
  const notesId = useId();
  useActionToast(fetcher.data?.toast);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) setOpen(false);
  }, [fetcher.state, fetcher.data]);

  const deny = mode === "deny";
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (deny && reason.trim() === "") {
      event.preventDefault();
      return;
    }
  }
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setReason("");
      }}
    >
      <Dialog.Trigger>
        <Button
          size="1"
          variant="soft"
          color={deny ? "red" : "green"}
          // Green's soft text is below 4.5:1 on its tint; the high-contrast text is not.
          highContrast
          aria-label={`${deny ? "Deny" : "Approve"} ${document.fileName}`}
        >
          {deny ? "Deny" : "Approve"}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="480px">
        <Dialog.Title>{deny ? "Deny this document?" : "Approve this document?"}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {document.fileName}
        </Dialog.Description>
        <fetcher.Form method="post" action="/resources/admin/documents" onSubmit={onSubmit}>
          <input type="hidden" name="intent" value={mode} />
          <input type="hidden" name="id" value={document.id} />
          <Flex direction="column" gap="3">
            {deny ? (
              <Flex direction="column" gap="1">
                <Text as="label" htmlFor={reasonId} size="2" weight="medium">
                  Reason for denying (required)
                </Text>
                <TextAreaInput
                  id={reasonId}
                  name="reason"
                  required
                  value={reason}
                  onChange={(event) => setReason(event.currentTarget.value)}
                  maxLength={500}
                  rows={3}
                />
              </Flex>
            ) : null}
            <Flex direction="column" gap="1">
              <Text as="label" htmlFor={notesId} size="2" weight="medium">
                Notes (optional)
              </Text>
              <TextAreaInput id={notesId} name="notes" maxLength={1000} rows={2} />
            </Flex>
          </Flex>
          <Flex gap="3" mt="4" justify="end">
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray">
                Cancel
              </Button>
            </Dialog.Close>
            <Button type="submit" color={deny ? "red" : "green"} loading={fetcher.state !== "idle"}>
              {deny ? "Deny Document" : "Approve Document"}
            </Button>
          </Flex>
        </fetcher.Form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
