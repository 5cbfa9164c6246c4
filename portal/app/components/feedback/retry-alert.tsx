import { Button, Callout } from "@radix-ui/themes";

/** A part of a page that could not be read, with the way to ask again in place. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Text>
        {message}{" "}
        <Button variant="soft" size="1" onClick={onRetry}>
          Try again
        </Button>
      </Callout.Text>
    </Callout.Root>
  );
}
