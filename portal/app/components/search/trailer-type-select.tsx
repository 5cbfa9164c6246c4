import type { ComponentProps, ReactNode } from "react";
import { TRAILER_TYPE_LABELS, TRAILER_TYPE_ORDER } from "../../lib/trailer-types";
import { SelectField } from "../forms/select-field";

const TRAILER_OPTIONS = TRAILER_TYPE_ORDER.map((type) => ({ value: type, label: TRAILER_TYPE_LABELS[type] }));

interface TrailerTypeSelectProps {
  label?: ReactNode;
  selectProps: ComponentProps<typeof SelectField>["selectProps"];
  errors?: readonly string[] | undefined;
}

/** One trailer type of docs/product.md#load-board-business-constants-and-limits: Dry Van, Reefer, Flatbed, Power Only. */
export function TrailerTypeSelect({ label = "Trailer type", selectProps, errors }: TrailerTypeSelectProps) {
  return (
    <SelectField
      label={label}
      options={TRAILER_OPTIONS}
      placeholder="Select trailer type"
      selectProps={selectProps}
      errors={errors}
    />
  );
}
