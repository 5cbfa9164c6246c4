import { Flex, Text } from "@radix-ui/themes";
import { type ReactNode, useId } from "react";
import { ErrorList } from "./error-list";

interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  value?: string;
  defaultChecked?: boolean;
  errors?: readonly string[] | undefined;
}

/**
 * A native checkbox (it works before the page's script loads) with its label and errors; the
 * label may hold links, which then open in a new tab so the form keeps what was typed.
 */
export function CheckboxField({ name, label, value = "true", defaultChecked, errors }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = Boolean(errors?.length);
  return (
    <Flex direction="column" gap="1">
      <Flex gap="2" align="start">
        <input
          id={id}
          type="checkbox"
          className="tr-checkbox"
          name={name}
          value={value}
          defaultChecked={defaultChecked}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
        />
        <Text as="label" htmlFor={id} size="2">
          {label}
        </Text>
      </Flex>
      <ErrorList id={errorId} errors={errors} />
    </Flex>
  );
}
