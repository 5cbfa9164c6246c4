import { Text } from "@radix-ui/themes";
import { Field } from "../../components/forms/field";
import { LOAD_MESSAGES, ROAD_FACTOR } from "../../components/loads/domain";
import { RequiredMark } from "../../components/search/required-mark";

/** Where the mileage came from: the offline estimate, a failed estimate, or the user. */
export type MileageSource = "estimate" | "failed" | "user";

interface MileageFieldProps {
  value: string;
  source: MileageSource;
  onChange(value: string): void;
  errors?: readonly string[] | undefined;
}

/**
 * Miles, filled in when both locations are chosen. Offline it is the great-circle distance times
 * the road factor, so it says it is an estimate; when it cannot be worked out the user is asked
 * to type it (docs/product.md#load-board-validation-rules). The note is a status region, so the change is announced.
 */
export function MileageField({ value, source, onChange, errors }: MileageFieldProps) {
  let note = "Filled in when both locations are chosen.";
  if (source === "estimate" && value !== "") {
    note = `Estimated driving distance (straight line × ${ROAD_FACTOR}). Change it if you know the exact miles.`;
  }
  return (
    <Field
      label={
        <>
          Mileage <RequiredMark />
        </>
      }
      errors={errors}
      hint={
        <span role="status">
          {source === "failed" ? <Text color="orange">{LOAD_MESSAGES.mileageManual}</Text> : note}
        </span>
      }
      inputProps={{
        name: "mileage",
        type: "number",
        inputMode: "numeric",
        min: 1,
        step: 1,
        value,
        onChange: (event) => onChange(event.currentTarget.value),
      }}
    />
  );
}
