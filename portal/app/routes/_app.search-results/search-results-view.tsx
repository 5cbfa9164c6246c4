import { Callout, Text } from "@radix-ui/themes";
import { DataTable } from "../../components/data-table/data-table";
import { LoadingSpinner } from "../../components/feedback/loading-spinner";
import type { StoredSearchResults } from "../../components/loads/search-results-storage";
import { SEARCH_DEFAULT_SORT, searchColumns } from "./search-columns";

const rowId = (row: { id: string }) => row.id;

/** What /search-results shows for what session storage holds (docs/product.md#load-board-screens-and-routes). */
export function SearchResultsView({ stored }: { stored: StoredSearchResults | null }) {
  // The server cannot see session storage: the first render waits for the browser to read it.
  if (stored === null) return <LoadingSpinner label="Loading search results" showLabel />;
  if (stored.status === "error") {
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>
          {stored.message ? `Search failed: ${stored.message}` : "Failed to load search results"}
        </Callout.Text>
      </Callout.Root>
    );
  }
  if (stored.status === "empty") {
    return (
      <Text as="p" color="gray">
        No search results found
      </Text>
    );
  }
  return (
    <DataTable
      phoneLayout="cards"
      caption="Loads matching your search"
      data={stored.rows}
      columns={searchColumns}
      initialSorting={SEARCH_DEFAULT_SORT}
      getRowId={rowId}
    />
  );
}
