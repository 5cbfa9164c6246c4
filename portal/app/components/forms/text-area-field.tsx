import { Flex, Text, TextArea } from "@radix-ui/themes";
import { type ComponentProps, useId } from "react";
import { ErrorList } from "./error-list";

/** A labelled Radix text area with its hint and errors, as Field is for one-line inputs. */
export function TextAreaField({
  label,
  hint,
  errors,
  ...props
}: ComponentProps<typeof TextArea> & { label: string; hint?: string; errors?: readonly string[] | undefined }) {
  const id = useId();
  const invalid = Boolean(errors?.length);
  const describedBy = [hint ? `${id}-hint` : null, invalid ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      <TextArea {...props} id={id} aria-invalid={invalid || undefined} aria-describedby={describedBy || undefined} />
      {hint ? (
        <Text id={`${id}-hint`} size="1" color="gray">
          {hint}
        </Text>
      ) : null}
      <ErrorList id={`${id}-error`} errors={errors} />
    </Flex>
  );
}
