import { clampRadius, MAX_SEARCH_RADIUS_MILES, MIN_SEARCH_RADIUS_MILES } from "@truerate/domain/search-radius";
import { Field } from "../forms/field";

interface RadiusFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
}

/** What the hint says: the range, and when the typed radius is out of it, the radius that will be searched. */
export function radiusHint(value: string): string {
  const range = `${MIN_SEARCH_RADIUS_MILES} to ${MAX_SEARCH_RADIUS_MILES} miles`;
  const typed = value.trim();
  if (typed === "") return range;
  const searched = clampRadius(typed);
  if (String(searched) === typed) return range;
  return `${range}: ${typed} will be searched as ${searched} miles`;
}

/** Miles around a city, 0–150 (docs/product.md#load-board-business-constants-and-limits). The API clamps whatever arrives; the hint says so as you type. */
export function RadiusField({ label, value, onChange }: RadiusFieldProps) {
  return (
    <Field
      label={label}
      hint={<span aria-live="polite">{radiusHint(value)}</span>}
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
