import { Spinner, Text } from "@radix-ui/themes";
import {
  describeMatch,
  noMatchesMessage,
  type Registry,
  type RegistryMatch,
  searchFailedMessage,
} from "../../lib/auth/registry-search";
import type { RegistrySearchState } from "../../lib/auth/use-registry-search";

interface RegistryDropdownProps {
  listId: string;
  registry: Registry;
  state: RegistrySearchState;
  open: boolean;
  activeIndex: number;
  onSelect(match: RegistryMatch): void;
}

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/**
 * The suggestion list under the company name: a listbox of registry entries (the input keeps focus
 * and points at the active one with aria-activedescendant), and a status line for 'Searching…',
 * no matches and failures, which screen readers announce.
 */
export function RegistryDropdown({ listId, registry, state, open, activeIndex, onSelect }: RegistryDropdownProps) {
  const matches = state.status === "done" ? state.results : [];
  const visible = open && state.status !== "idle";
  let message: string | null = null;
  if (state.status === "error") message = searchFailedMessage(registry);
  if (state.status === "done" && matches.length === 0) message = noMatchesMessage(registry, state.query);

  return (
    <div className="tr-combobox-panel" hidden={!visible}>
      <div role="status" className="tr-combobox-status">
        {visible && state.status === "loading" ? (
          <Text size="2" color="gray" className="tr-inline-choice">
            <Spinner size="1" /> Searching the FMCSA registry...
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
        aria-label={`FMCSA ${registry}s`}
        className="tr-combobox-list"
        hidden={matches.length === 0}
      >
        {matches.map((match, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works from the input (arrows, Enter), as a combobox does.
          <div
            key={match.id}
            id={optionId(listId, index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === activeIndex}
            className="tr-combobox-option"
            // Keeps focus in the input, so the click selects instead of blurring the list away.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onSelect(match)}
          >
            <Text as="div" size="2" weight="medium">
              {match.companyName}
            </Text>
            <Text as="div" size="1" color="gray">
              {describeMatch(match)}
            </Text>
          </div>
        ))}
      </div>
    </div>
  );
}
