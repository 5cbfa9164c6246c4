import { type KeyboardEvent, type ReactNode, useId, useState } from "react";
import type { Location, PlaceChoice } from "../../lib/places/location";
import { usePlaceSearch } from "../../lib/places/use-place-search";
import { Field } from "../forms/field";
import { RequiredMark } from "../search/required-mark";
import { PlaceOptions, placeOptionId } from "./place-options";

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
 * because only a chosen place has the coordinates a search or a load needs (spec 001 §5).
 */
export function PlaceCombobox({ label, value, onChange, errors, hint, placeholder, required }: PlaceComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const search = usePlaceSearch(value.text, value.place === null);
  const places = search.status === "done" ? search.results : [];
  const expanded = open && search.status !== "idle";

  function choose(place: Location) {
    onChange({ text: place.address, place });
    setOpen(false);
    setActiveIndex(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" && places.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActiveIndex((index) => Math.min(index + 1, places.length - 1));
    } else if (event.key === "ArrowUp" && places.length > 0) {
      event.preventDefault();
      setActiveIndex((index) => Math.max(index - 1, 0));
    } else if (event.key === "Enter" && expanded && places[activeIndex]) {
      event.preventDefault(); // choose the city instead of submitting the form
      choose(places[activeIndex]);
    } else if (event.key === "Escape") {
      // Also while a search is still on its way, so its answer does not reopen the list.
      if (expanded) event.preventDefault();
      setOpen(false);
    }
  }

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
        role: "combobox",
        "aria-autocomplete": "list",
        "aria-expanded": expanded,
        "aria-controls": listId,
        "aria-activedescendant": expanded && activeIndex >= 0 ? placeOptionId(listId, activeIndex) : undefined,
        onChange: (event) => {
          onChange({ text: event.currentTarget.value, place: null });
          setOpen(true);
          setActiveIndex(-1);
        },
        onKeyDown,
        onBlur: () => setOpen(false),
        onFocus: () => setOpen(value.place === null),
      }}
    >
      <PlaceOptions
        listId={listId}
        label={label}
        state={search}
        open={open}
        activeIndex={activeIndex}
        onSelect={choose}
      />
    </Field>
  );
}
