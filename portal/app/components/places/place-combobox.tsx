import { Text } from "@radix-ui/themes";
import type { ReactNode } from "react";
import { Field } from "../forms/field";
import { SuggestionList, useCombobox } from "../forms/suggestion-list";
import { RequiredMark } from "../search/required-mark";
import type { PlaceChoice } from "./location";
import { usePlaceSearch } from "./use-place-search";

interface PlaceComboboxProps {
  label: string;
  value: PlaceChoice;
  onChange(choice: PlaceChoice): void;
  errors?: readonly string[] | undefined;
  hint?: ReactNode;
  placeholder?: string;
  /** Adds the required star to the label (screen readers are not told "star"). */
  required?: boolean;
}

/**
 * A US city picker on the offline gazetteer (GET /api/places): type 2 letters, then choose with
 * the mouse or with the arrows and Enter; Escape closes the list. Typing again drops the choice,
 * because only a chosen place has the coordinates a search or a load needs (docs/product.md#load-board-validation-rules).
 */
export function PlaceCombobox({ label, value, onChange, errors, hint, placeholder, required }: PlaceComboboxProps) {
  const search = usePlaceSearch(value.text, value.place === null);
  const combobox = useCombobox(search, (place) => onChange({ text: place.address, place }));

  return (
    <Field
      label={
        required ? (
          <>
            {label} <RequiredMark />
          </>
        ) : (
          label
        )
      }
      errors={errors}
      hint={hint}
      inputProps={{
        name: "",
        value: value.text,
        placeholder,
        autoComplete: "off",
        ...combobox.inputProps,
        onChange: (event) => {
          onChange({ text: event.currentTarget.value, place: null });
          combobox.onType();
        },
        onFocus: () => combobox.setOpen(value.place === null),
      }}
    >
      <SuggestionList
        {...combobox.listProps}
        label={`${label} suggestions`}
        searchingText="Searching cities..."
        failedText="Failed to search cities. Please try again."
        noResultsText={(query) => `No US cities found matching "${query}"`}
        optionKey={(place) => place.placeId}
        renderOption={(place) => <Text size="2">{place.address}</Text>}
      />
    </Field>
  );
}
