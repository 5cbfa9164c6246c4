import { Flex, Text, TextField } from "@radix-ui/themes";
import { type ComponentProps, type ReactNode, useId } from "react";
import { ErrorList } from "./error-list";

type InputProps = ComponentProps<typeof TextField.Root> & { name: string };

interface FieldProps {
  label: ReactNode;
  inputProps: InputProps;
  errors?: readonly string[] | undefined;
  /** A short help text under the input, read with it by screen readers. */
  hint?: ReactNode;
  /** Shown next to the label (the 'FMCSA Verified' badge). */
  labelAside?: ReactNode;
  /** Rendered over the page right under the input (a suggestion list). */
  children?: ReactNode;
}

/**
 * A labelled Radix text input with its hint and errors: the label names the input, and
 * aria-invalid and aria-describedby tell assistive technology what is wrong and why.
 */
export function Field({ label, inputProps, errors, hint, labelAside, children }: FieldProps) {
  const fallbackId = useId();
  const id = inputProps.id ?? fallbackId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = Boolean(errors?.length);
  const describedBy = [inputProps["aria-describedby"], hint ? hintId : null, invalid ? errorId : null]
    .filter(Boolean)
    .join(" ");
  return (
    <Flex direction="column" gap="1">
      <Flex align="center" gap="2" wrap="wrap">
        <Text as="label" htmlFor={id} size="2" weight="medium">
          {label}
        </Text>
        {labelAside}
      </Flex>
      {/* Positioned, so a suggestion list (children) can lie over what follows without moving it. */}
      <div className="tr-field-control">
        <TextField.Root
          size="3"
          {...inputProps}
          id={id}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy || undefined}
        />
        {children}
      </div>
      {hint ? (
        <Text id={hintId} size="1" color="gray">
          {hint}
        </Text>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </Flex>
  );
}
