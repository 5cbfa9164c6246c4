import type { ReactNode } from "react";
import { Field } from "../forms/field";

interface DateFieldProps {
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  min?: string | undefined;
  errors?: readonly string[] | undefined;
}

/**
 * A calendar date with the browser's own picker (keyboard and screen reader support included). The
 * hint 'Pick a date' stands where the earlier product's picker button read it while empty.
 */
export function DateField({ label, value, onChange, min, errors }: DateFieldProps) {
  return (
    <Field
      label={label}
      errors={errors}
      hint={value === "" ? "Pick a date" : undefined}
      inputProps={{
        name: "",
        type: "date",
        value,
        min,
        onChange: (event) => onChange(event.currentTarget.value),
      }}
    />
  );
}
