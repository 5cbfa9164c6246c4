import { Checkbox, Select, TextArea, TextField } from "@radix-ui/themes";
import type { ComponentProps, ReactNode } from "react";

/**
 * The bare Radix controls, for the few places whose label is not a Field's (a row's inline amount,
 * a search box with its button beside it, a table's selection box). Everything else uses the
 * labelled wrappers (Field, TextAreaField, SelectField, ChoiceField, CheckboxField). The error id,
 * when given, marks the control invalid and points at its message.
 */
type Described = { errorId?: string | undefined };

const described = ({ errorId }: Described) => ({
  "aria-invalid": errorId ? true : undefined,
  "aria-describedby": errorId,
});

export function TextInput({ errorId, ...props }: ComponentProps<typeof TextField.Root> & Described) {
  return <TextField.Root {...props} {...(errorId ? described({ errorId }) : {})} />;
}

/** The `$` or unit before an input's text. */
export const InputSlot = TextField.Slot;

export function TextAreaInput({ errorId, ...props }: ComponentProps<typeof TextArea> & Described) {
  return <TextArea {...props} {...(errorId ? described({ errorId }) : {})} />;
}

/** Radix's checkbox (a button with role=checkbox); with `name` it posts `value` when ticked. */
export function CheckboxInput(props: ComponentProps<typeof Checkbox>) {
  return <Checkbox {...props} />;
}

interface ChoiceInputProps extends Omit<ComponentProps<typeof Select.Root>, "children"> {
  options: readonly { value: string; label: ReactNode }[];
  triggerProps?: ComponentProps<typeof Select.Trigger>;
}

/** Radix's select (a combobox button and a listbox of options), for a choice among a few values. */
export function ChoiceInput({ options, triggerProps, ...props }: ChoiceInputProps) {
  return (
    <Select.Root {...props}>
      <Select.Trigger {...triggerProps} />
      <Select.Content>
        {options.map((option) => (
          <Select.Item key={option.value} value={option.value}>
            {option.label}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}
