import { Box, Flex, Heading, IconButton, SegmentedControl, Text } from "@radix-ui/themes";
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useSearchParams } from "@remix-run/react";
import type { TrailerType } from "@truerate/domain/enums";
import { ASKED_AREAS, type AskedArea } from "@truerate/domain/rates/escalation";
import { useEffect, useMemo, useState } from "react";
import { LANE_FIGURES_AREAS, laneOfRows } from "../../components/loads/lane-of-rows";
import {
  readBrowserSearchResults,
  readBrowserSearchResultsOf,
  type StoredSearchResults,
} from "../../components/loads/search-results-storage";
import { askedOfUrl } from "../../components/loads/search-url";
import { pageTitle } from "../../lib/meta";
import { TRAILER_TYPE_LABELS } from "../../lib/trailer-types";
import { SaveLaneButton } from "./carrier-tools/save-lane-button";
import { ArrowLeftIcon } from "./icons";
import { LaneHistoryChart } from "./lane-history-chart";
import { LaneSummary } from "./lane-summary";
import { runUrlSearch } from "./run-url-search";
import { searchResultsScopeText } from "./search-results-scope";
import { SearchResultsView } from "./search-results-view";

export const meta: MetaFunction = () => pageTitle("Search Results");

/**
 * The last search's rows, read from session storage where the home screen's search left them. An
 * area search (a ZIP, ZIP3 area or state side) is named in the URL: the page says what was asked,
 * its lane figures follow that area, and a reload or a shared link runs the search again.
 */
export default function SearchResults() {
  const [params] = useSearchParams();
  const query = params.toString();
  const asked = useMemo(() => askedOfUrl(new URLSearchParams(query)), [query]);
  const [stored, setStored] = useState<StoredSearchResults | null>(null);
  const [chosenArea, setArea] = useState<AskedArea | null>(null);
  useEffect(() => {
    setArea(null);
    if (query === "" || !asked) {
      setStored(readBrowserSearchResults());
      return;
    }
    const kept = readBrowserSearchResultsOf(query);
    if (kept) {
      setStored(kept);
      return;
    }
    setStored(null);
    let current = true;
    void runUrlSearch(new URLSearchParams(query)).then((result) => {
      if (current) setStored(result);
    });
    return () => {
      current = false;
    };
  }, [query, asked]);
  const area = chosenArea ?? asked?.area ?? "city";
  const searched = stored?.status === "ready" ? laneOfRows(stored.rows) : null;
  const lane = searched ? { ...searched, area } : null;
  return (
    <Box px="4" py="6" mx="auto" style={{ maxWidth: 1200 }}>
      <Flex align="center" gap="3" mb="2">
        <IconButton asChild variant="ghost" size="3" aria-label="Back to search">
          <Link to="/">
            <ArrowLeftIcon />
          </Link>
        </IconButton>
        <Heading as="h1" size="7">
          Search Results
        </Heading>
      </Flex>
      {asked ? (
        <Text as="p" size="4" weight="medium" mb="1" data-testid="asked-lane">
          {asked.lane}
          {params.get("type") ? ` · ${TRAILER_TYPE_LABELS[params.get("type") as TrailerType] ?? ""}` : ""}
        </Text>
      ) : null}
      <Text as="p" color="gray" mb="5">
        Loads that match your search, with the rate posted and the rate the broker really paid.
      </Text>
      {lane ? (
        <Flex align="center" gap="3" mb="3" wrap="wrap">
          <Text size="2" id="lane-figures-area">
            Lane figures for
          </Text>
          <SegmentedControl.Root
            size={{ initial: "1", sm: "2" }}
            value={area}
            onValueChange={(value) => setArea(value as AskedArea)}
            aria-labelledby="lane-figures-area"
          >
            {ASKED_AREAS.map((value) => (
              <SegmentedControl.Item key={value} value={value}>
                {LANE_FIGURES_AREAS[value]}
              </SegmentedControl.Item>
            ))}
          </SegmentedControl.Root>
        </Flex>
      ) : null}
      {lane ? <LaneSummary lane={lane} /> : null}
      {searched ? <SaveLaneButton lane={searched} /> : null}
      {lane ? (
        <Box mb="4">
          <LaneHistoryChart lane={lane} />
        </Box>
      ) : null}
      {stored?.status === "ready" ? (
        <Text as="p" size="2" color="gray" mb="2">
          {searchResultsScopeText(stored.rows)}
        </Text>
      ) : null}
      <SearchResultsView stored={stored} />
    </Box>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../../components/feedback/route-error-boundary";
