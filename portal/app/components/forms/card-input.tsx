import { Flex, Text, TextField } from "@radix-ui/themes";
import { type ComponentProps, useId } from "react";
import { ErrorList } from "./error-list";

type CardInputProps = Omit<ComponentProps<typeof TextField.Root>, "name" | "id"> & {
  label: string;
  error?: string | null | undefined;
};

/**
 * A labelled card input. It has no `name` on purpose: card details are read by script and turned
 * into a PaymentMethod, so even a form sent without script could never carry a card number.
 */
export function CardInput({ label, error, ...inputProps }: CardInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Flex direction="column" gap="1" style={{ flex: 1, minWidth: 0 }}>
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      <TextField.Root
        size="3"
        {...inputProps}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <ErrorList id={errorId} errors={error ? [error] : undefined} />
    </Flex>
  );
}
