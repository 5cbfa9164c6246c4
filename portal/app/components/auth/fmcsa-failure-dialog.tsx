import { Button, Dialog, Flex, Heading, Text } from "@radix-ui/themes";
import { useEffect, useRef, useState } from "react";
import type { FmcsaFailure } from "./auth-reply";

interface FmcsaFailureDialogProps {
  /** A new object for each refused registration, which opens the dialog again. */
  failure: FmcsaFailure | undefined;
  /** Where 'Try Again' takes the user: back to the company search. */
  onTryAgain(): void;
}

/** docs/product.md#accounts-states-and-transitions: 'FMCSA Verification Failed' with what the registry said, the tips, Try Again and Close. */
export function FmcsaFailureDialog({ failure, onTryAgain }: FmcsaFailureDialogProps) {
  const [open, setOpen] = useState(false);
  const tryingAgain = useRef(false);
  useEffect(() => {
    if (failure) setOpen(true);
  }, [failure]);
  if (!failure) return null;

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Content
        maxWidth="480px"
        onCloseAutoFocus={(event) => {
          if (!tryingAgain.current) return;
          tryingAgain.current = false;
          event.preventDefault();
          onTryAgain();
        }}
      >
        <Dialog.Title>FMCSA Verification Failed</Dialog.Title>
        <Dialog.Description size="2">{failure.error}</Dialog.Description>
        {failure.companyName ? (
          <Text as="p" size="2" mt="2" color="gray">
            Registry record: {failure.companyName}
            {failure.status ? ` (status ${failure.status})` : ""}
          </Text>
        ) : null}
        <Heading as="h3" size="2" mt="4" mb="1">
          Tips
        </Heading>
        <ul className="tr-tips">
          {failure.tips.map((tip) => (
            <li key={tip}>
              <Text size="2">{tip}</Text>
            </li>
          ))}
        </ul>
        <Flex gap="3" mt="4" justify="end">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Close
            </Button>
          </Dialog.Close>
          <Button
            onClick={() => {
              tryingAgain.current = true;
              setOpen(false);
            }}
          >
            Try Again
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
