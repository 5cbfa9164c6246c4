import { AlertDialog, Button, Flex } from "@radix-ui/themes";
import { useState } from "react";

interface CancelSubscriptionDialogProps {
  periodEnd: string | null;
  /** Answers a failure message, or null once cancelled. */
  onConfirm(): Promise<string | null>;
  onFailure(message: string): void;
}

/** Cancelling needs confirmation (docs/product.md#accounts-states-and-transitions); the dialog says access lasts to the period end. */
export function CancelSubscriptionDialog({ periodEnd, onConfirm, onFailure }: CancelSubscriptionDialogProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    const failure = await onConfirm().catch(() => "Failed to cancel subscription");
    setBusy(false);
    setOpen(false);
    if (failure) onFailure(failure);
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <AlertDialog.Trigger>
        <Button size="3" variant="soft" color="red">
          Cancel Subscription
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="460px">
        <AlertDialog.Title>Cancel your subscription?</AlertDialog.Title>
        <AlertDialog.Description size="2">
          Your subscription stays active{periodEnd ? ` until ${periodEnd}` : " until the end of the paid period"} and
          then ends instead of renewing. You will not be charged again.
        </AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray" disabled={busy}>
              Keep Subscription
            </Button>
          </AlertDialog.Cancel>
          <Button color="red" onClick={confirm} disabled={busy} aria-disabled={busy || undefined}>
            {busy ? "Cancelling..." : "Yes, Cancel Subscription"}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
