import { Spinner, Text } from "@radix-ui/themes";
import type { Location } from "../../lib/places/location";
import type { PlaceSearchState } from "../../lib/places/use-place-search";

interface PlaceOptionsProps {
  listId: string;
  label: string;
  state: PlaceSearchState;
  open: boolean;
  activeIndex: number;
  onSelect(place: Location): void;
}

export const placeOptionId = (listId: string, index: number) => `${listId}-option-${index}`;

/**
 * The city suggestions: a listbox the input points into with aria-activedescendant (focus stays in
 * the input, as the combobox pattern wants), and a status line for searching, no match and failure.
 */
export function PlaceOptions({ listId, label, state, open, activeIndex, onSelect }: PlaceOptionsProps) {
  const places = state.status === "done" ? state.results : [];
  const visible = open && state.status !== "idle";
  let message: string | null = null;
  if (state.status === "error") message = "Failed to search cities. Please try again.";
  if (state.status === "done" && places.length === 0) message = `No US cities found matching "${state.query}"`;

  return (
    <div className="tr-combobox-panel" hidden={!visible}>
      <div role="status" className="tr-combobox-status">
        {visible && state.status === "loading" ? (
          <Text size="2" color="gray" className="tr-inline-choice">
            <Spinner size="1" /> Searching cities...
          </Text>
        ) : null}
        {visible && message ? (
          <Text size="2" color={state.status === "error" ? "red" : "gray"}>
            {message}
          </Text>
        ) : null}
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={`${label} suggestions`}
        className="tr-combobox-list"
        hidden={places.length === 0}
      >
        {places.map((place, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works from the input (arrows, Enter), as a combobox does.
          <div
            key={place.placeId}
            id={placeOptionId(listId, index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === activeIndex}
            className="tr-combobox-option"
            // Keeps focus in the input, so the click chooses instead of closing the list first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onSelect(place)}
          >
            <Text size="2">{place.address}</Text>
          </div>
        ))}
      </div>
    </div>
  );
}
