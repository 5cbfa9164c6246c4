import { Spinner, Text } from "@radix-ui/themes";
import { type KeyboardEvent, type ReactNode, useId, useState } from "react";
import type { SearchState } from "./use-debounced-search";

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/**
 * The open/active state and keyboard of a search combobox: the arrows move through the results,
 * Enter chooses the active one instead of submitting the form, Escape closes the list. Spread
 * `inputProps` on the input and `listProps` on the SuggestionList; call `onType` from onChange.
 */
export function useCombobox<T>(search: SearchState<T>, onChoose: (item: T) => void) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const results = search.status === "done" ? search.results : [];
  const expanded = open && search.status !== "idle";

  function choose(item: T) {
    onChoose(item);
    setOpen(false);
    setActiveIndex(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const active = results[activeIndex];
    if (event.key === "ArrowDown" && results.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActiveIndex((index) => Math.min(index + 1, results.length - 1));
    } else if (event.key === "ArrowUp" && results.length > 0) {
      event.preventDefault();
      setActiveIndex((index) => Math.max(index - 1, 0));
    } else if (event.key === "Enter" && expanded && active !== undefined) {
      event.preventDefault(); // choose the suggestion instead of submitting the form
      choose(active);
    } else if (event.key === "Escape") {
      // Also while a search is still on its way, so its answer does not reopen the list.
      if (expanded) event.preventDefault();
      setOpen(false);
    }
  }

  return {
    inputProps: {
      role: "combobox",
      "aria-autocomplete": "list",
      "aria-expanded": expanded,
      "aria-controls": listId,
      "aria-activedescendant": expanded && activeIndex >= 0 ? optionId(listId, activeIndex) : undefined,
      onKeyDown,
      onBlur: () => setOpen(false),
    } as const,
    listProps: { listId, state: search, open, activeIndex, onSelect: choose },
    /** The input changed: show the list again, with no active option. */
    onType() {
      setOpen(true);
      setActiveIndex(-1);
    },
    setOpen,
  };
}

interface SuggestionListProps<T> {
  listId: string;
  state: SearchState<T>;
  open: boolean;
  activeIndex: number;
  onSelect(item: T): void;
  /** The listbox's accessible name. */
  label: string;
  searchingText: string;
  failedText: string;
  noResultsText(query: string): string;
  optionKey(item: T): string;
  renderOption(item: T): ReactNode;
}

/**
 * The suggestions under a combobox input: a listbox the input points into with
 * aria-activedescendant (focus stays in the input, as the combobox pattern wants), and a status
 * line for searching, no results and failure, which screen readers announce.
 */
export function SuggestionList<T>(props: SuggestionListProps<T>) {
  const { listId, state, open, activeIndex, onSelect, label, optionKey, renderOption } = props;
  const results = state.status === "done" ? state.results : [];
  const visible = open && state.status !== "idle";
  let message: string | null = null;
  if (state.status === "error") message = props.failedText;
  if (state.status === "done" && results.length === 0) message = props.noResultsText(state.query);

  return (
    <div className="tr-combobox-panel" hidden={!visible}>
      <div role="status" className="tr-combobox-status">
        {visible && state.status === "loading" ? (
          <Text size="2" color="gray" className="tr-inline-choice">
            <Spinner size="1" /> {props.searchingText}
          </Text>
        ) : null}
        {visible && message ? (
          <Text size="2" color={state.status === "error" ? "red" : "gray"}>
            {message}
          </Text>
        ) : null}
      </div>
      <div id={listId} role="listbox" aria-label={label} className="tr-combobox-list" hidden={results.length === 0}>
        {results.map((item, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works from the input (arrows, Enter), as a combobox does.
          <div
            key={optionKey(item)}
            id={optionId(listId, index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === activeIndex}
            className="tr-combobox-option"
            // Keeps focus in the input, so the click chooses instead of closing the list first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onSelect(item)}
          >
            {renderOption(item)}
          </div>
        ))}
      </div>
    </div>
  );
}
