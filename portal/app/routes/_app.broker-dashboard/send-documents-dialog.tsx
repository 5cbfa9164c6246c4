import { Button, Dialog, Flex } from "@radix-ui/themes";
import { useRevalidator } from "@remix-run/react";
import { useState } from "react";
import type { BrokerageLoad } from "../../components/documents/broker-shapes";
import { useToast } from "../../components/feedback/toaster";
import { formatRoute } from "../../components/loads/load-display";
import type { VerificationResult } from "./documents/verification";
import { SendDocumentsForm } from "./send-documents-form";
import { VerificationResultNote } from "./verification-result";

interface SendDocumentsDialogProps {
  load: BrokerageLoad | null;
  onClose(): void;
  onCloseAutoFocus(event: Event): void;
}

/**
 * 'Send Compliance Documents' (docs/product.md#load-board-screens-and-routes): the form, then what the API verified. The dialog
 * stays open on the result so it can be read; the dashboard reloads behind it, so the load's
 * button turns into 'Send More'.
 */
export function SendDocumentsDialog({ load, onClose, onCloseAutoFocus }: SendDocumentsDialogProps) {
  const { toast } = useToast();
  const { revalidate } = useRevalidator();
  const [result, setResult] = useState<VerificationResult | null>(null);

  function close() {
    setResult(null);
    onClose();
  }

  return (
    <Dialog.Root open={load !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <Dialog.Content maxWidth="520px" onCloseAutoFocus={onCloseAutoFocus}>
        <Dialog.Title>Send Compliance Documents</Dialog.Title>
        <Dialog.Description size="2" mb="4">
          {load
            ? `Load ${load.loadNumber} (${formatRoute(load)}), to ${load.carrierCompanyName ?? "the carrier"}. The carrier is notified and asked to approve it.`
            : null}
        </Dialog.Description>
        {load && !result ? (
          <SendDocumentsForm
            key={load.id}
            loadId={load.id}
            onSent={(sent) => {
              setResult(sent);
              toast({ title: "Documents sent", description: `Shared with the carrier of load ${load.loadNumber}.` });
              revalidate();
            }}
          />
        ) : null}
        {result ? (
          <Flex direction="column" gap="4">
            <VerificationResultNote result={result} />
            <Flex justify="end">
              <Dialog.Close>
                <Button autoFocus>Done</Button>
              </Dialog.Close>
            </Flex>
          </Flex>
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
