import { Text } from "@radix-ui/themes";
import { SuggestionList } from "../forms/suggestion-list";
import {
  describeMatch,
  noMatchesMessage,
  type Registry,
  type RegistryMatch,
  searchFailedMessage,
} from "./registry-search";
import type { RegistrySearchState } from "./use-registry-search";

interface RegistryDropdownProps {
  listId: string;
  registry: Registry;
  state: RegistrySearchState;
  open: boolean;
  activeIndex: number;
  onSelect(match: RegistryMatch): void;
}

/** The FMCSA registry entries under a company or broker name: name, then MC and DOT numbers. */
export function RegistryDropdown({ registry, ...list }: RegistryDropdownProps) {
  return (
    <SuggestionList
      {...list}
      label={`FMCSA ${registry}s`}
      searchingText="Searching the FMCSA registry..."
      failedText={searchFailedMessage(registry)}
      noResultsText={(query) => noMatchesMessage(registry, query)}
      optionKey={(match) => match.id}
      renderOption={(match) => (
        <>
          <Text as="div" size="2" weight="medium">
            {match.companyName}
          </Text>
          <Text as="div" size="1" color="gray">
            {describeMatch(match)}
          </Text>
        </>
      )}
    />
  );
}
