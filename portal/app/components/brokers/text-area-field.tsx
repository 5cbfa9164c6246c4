import { Flex, Text, TextArea } from "@radix-ui/themes";
import { useId } from "react";

/** A labelled text area with its hint, for the profile's reply, dispute and decision forms. */
export function TextAreaField({
  label,
  name,
  hint,
  maxLength,
  defaultValue,
}: {
  label: string;
  name: string;
  hint?: string;
  maxLength: number;
  defaultValue?: string;
}) {
  const id = useId();
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      <TextArea
        id={id}
        name={name}
        required
        maxLength={maxLength}
        rows={4}
        defaultValue={defaultValue}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint ? (
        <Text size="1" color="gray" id={`${id}-hint`}>
          {hint}
        </Text>
      ) : null}
    </Flex>
  );
}
