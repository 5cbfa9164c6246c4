import { Flex, Text } from "@radix-ui/themes";
import { type ComponentProps, forwardRef, type ReactNode, useId } from "react";
import { ErrorList } from "../forms/error-list";

interface FileFieldProps extends Omit<ComponentProps<"input">, "type" | "id"> {
  label: ReactNode;
  hint?: ReactNode;
  errors?: readonly string[] | undefined;
}

/**
 * A labelled native file input: it opens the system's picker from the keyboard and takes dropped
 * files; the hint (accepted types, size) and errors are tied to it with aria-describedby.
 */
export const FileField = forwardRef<HTMLInputElement, FileFieldProps>(function FileField(
  { label, hint, errors, ...inputProps },
  ref,
) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = Boolean(errors?.length);
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(" ");
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      <input
        {...inputProps}
        ref={ref}
        id={id}
        type="file"
        className="tr-file-input"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? (
        <Text id={hintId} size="1" color="gray">
          {hint}
        </Text>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </Flex>
  );
});
