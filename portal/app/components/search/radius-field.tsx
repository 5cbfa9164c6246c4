import { MAX_SEARCH_RADIUS_MILES, MIN_SEARCH_RADIUS_MILES } from "../../lib/loads/domain";
import { Field } from "../forms/field";

interface RadiusFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
}

/** Miles around a city, 0–150 (the load-board spec's business constants and limits); the API clamps whatever arrives, so no error is shown. */
export function RadiusField({ label, value, onChange }: RadiusFieldProps) {
  return (
    <Field
      label={label}
      hint={`${MIN_SEARCH_RADIUS_MILES} to ${MAX_SEARCH_RADIUS_MILES} miles`}
      inputProps={{
        name: "",
        type: "number",
        inputMode: "numeric",
        min: MIN_SEARCH_RADIUS_MILES,
        max: MAX_SEARCH_RADIUS_MILES,
        step: 1,
        value,
        onChange: (event) => onChange(event.currentTarget.value),
      }}
    />
  );
}
