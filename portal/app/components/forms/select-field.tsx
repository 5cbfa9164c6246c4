import "../search/search.css";
import { Flex, Text } from "@radix-ui/themes";
import { type ComponentProps, type ReactNode, useId } from "react";
import { ErrorList } from "./error-list";

interface SelectFieldProps {
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  /** The first, empty entry ('Select trailer type'); a required select starts on it. None for a select with a default. */
  placeholder?: string;
  selectProps: Omit<ComponentProps<"select">, "id" | "children">;
  errors?: readonly string[] | undefined;
}

/**
 * A labelled native select: it works with the keyboard, screen readers and phones' own pickers
 * for free, and posts with its form. Errors are linked with aria-describedby, as in Field.
 */
export function SelectField({ label, options, placeholder, selectProps, errors }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = Boolean(errors?.length);
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      <select
        {...selectProps}
        id={id}
        className="tr-select"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ErrorList id={errorId} errors={errors} />
    </Flex>
  );
}
