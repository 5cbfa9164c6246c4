import { Flex, Grid, SegmentedControl, Text } from "@radix-ui/themes";
import { US_STATE_NAMES } from "@truerate/domain/geo-us-states";
import { SEARCH_END_FORMS, type SearchEndForm, usesRadius } from "@truerate/domain/validation/search-end-forms";
import { useId } from "react";
import { Field } from "../forms/field";
import { SelectField } from "../forms/select-field";
import type { PlaceChoice } from "../places/location";
import { PlaceCombobox } from "../places/place-combobox";
import { RadiusField } from "./radius-field";
import { RequiredMark } from "./required-mark";

const FORM_NAMES: Record<SearchEndForm, string> = { city: "City", zip: "ZIP", zip3: "ZIP3 area", state: "State" };

const STATE_OPTIONS = Object.entries(US_STATE_NAMES)
  .map(([code, name]) => ({ value: code, label: `${name} (${code})` }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** The typed code of a ZIP or ZIP3 side: digits only, as a phone's number pad offers. */
const CODE_INPUTS = {
  zip: {
    label: "ZIP code",
    digits: 5,
    hint: "5 digits: loads within the radius around it",
    autoComplete: "postal-code",
  },
  zip3: { label: "ZIP3 area", digits: 3, hint: "The first 3 digits of its ZIP codes, e.g. 606", autoComplete: "off" },
} as const;

export interface SearchSideProps {
  /** "Origin" or "Destination": every label of the side starts with it. */
  name: string;
  placeholder: string;
  form: SearchEndForm;
  onFormChange(form: SearchEndForm): void;
  place: PlaceChoice;
  onPlaceChange(choice: PlaceChoice): void;
  /** The ZIP code, ZIP3 area or state code. */
  code: string;
  onCodeChange(code: string): void;
  radius: string;
  onRadiusChange(radius: string): void;
  errors?: readonly string[] | undefined;
}

/**
 * One side of the search: asked by city (the autocomplete, as docs/product.md's search), ZIP
 * code, ZIP3 area or state, with the radius only where it is used (a city or a ZIP code).
 */
export function SearchSide(props: SearchSideProps) {
  const { name, form, errors } = props;
  const labelId = useId();
  const required = (label: string) => (
    <>
      {label} <RequiredMark />
    </>
  );
  return (
    <Flex direction="column" gap="2">
      <Flex align="center" gap="3" wrap="wrap">
        <Text size="2" weight="medium" id={labelId}>
          {name} by
        </Text>
        <SegmentedControl.Root
          size="1"
          value={form}
          onValueChange={(value) => props.onFormChange(value as SearchEndForm)}
          aria-labelledby={labelId}
        >
          {SEARCH_END_FORMS.map((value) => (
            <SegmentedControl.Item key={value} value={value}>
              {FORM_NAMES[value]}
            </SegmentedControl.Item>
          ))}
        </SegmentedControl.Root>
      </Flex>
      <Grid columns={{ initial: "1", sm: "3fr 1fr" }} gap="3">
        {form === "city" ? (
          <PlaceCombobox
            label={`${name} city`}
            required
            placeholder={props.placeholder}
            value={props.place}
            onChange={props.onPlaceChange}
            errors={errors}
          />
        ) : form === "state" ? (
          <SelectField
            label={required(`${name} state`)}
            options={STATE_OPTIONS}
            placeholder="Select state"
            errors={errors}
            selectProps={{ value: props.code, onChange: (event) => props.onCodeChange(event.currentTarget.value) }}
          />
        ) : (
          <Field
            label={required(`${name} ${CODE_INPUTS[form].label}`)}
            hint={CODE_INPUTS[form].hint}
            errors={errors}
            inputProps={{
              name: "",
              value: props.code,
              inputMode: "numeric",
              pattern: `[0-9]{${CODE_INPUTS[form].digits}}`,
              maxLength: CODE_INPUTS[form].digits,
              autoComplete: CODE_INPUTS[form].autoComplete,
              onChange: (event) => props.onCodeChange(event.currentTarget.value),
            }}
          />
        )}
        {usesRadius(form) ? (
          <RadiusField label={`${name} radius (miles)`} value={props.radius} onChange={props.onRadiusChange} />
        ) : null}
      </Grid>
    </Flex>
  );
}
