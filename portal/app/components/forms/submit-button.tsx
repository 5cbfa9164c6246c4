import { Button } from "@radix-ui/themes";
import type { ComponentProps } from "react";

interface SubmitButtonProps extends Omit<ComponentProps<typeof Button>, "type" | "children"> {
  busy: boolean;
  label: string;
  /** The label while the request runs ('Resetting...'). */
  busyLabel: string;
}

/** A submit button that says what is happening while its form is on its way. */
export function SubmitButton({ busy, label, busyLabel, ...props }: SubmitButtonProps) {
  return (
    <Button size="3" {...props} type="submit" disabled={busy || props.disabled} aria-disabled={busy || undefined}>
      {busy ? busyLabel : label}
    </Button>
  );
}
