import { Button, Card, Flex, Spinner, Text } from "@radix-ui/themes";
import { useNavigate } from "@remix-run/react";
import { formatNewYorkTime } from "@truerate/domain/new-york-time";
import { SEARCH_MESSAGES } from "@truerate/domain/validation/search-messages";
import type { components } from "@truerate/sdk";
import { useState } from "react";
import { browserApi, refusalMessage } from "../../lib/browser-api";
import { RetryAlert } from "../feedback/retry-alert";
import { useToast } from "../feedback/toaster";
import { SEARCH_FAILED } from "../loads/run-search";
import { repeatSearch } from "./open-search";
import { useApiList } from "./use-api-list";

type RecentSearches = components["schemas"]["RecentSearches"];
type RecentSearch = RecentSearches["searches"][number];

const COULD_NOT_LOAD = "Your recent searches could not be loaded.";

async function loadRecent() {
  const { data, error, response } = await browserApi().GET("/api/searches/recent");
  return { data, status: response.status, message: refusalMessage(response, error, COULD_NOT_LOAD) };
}

/** The Recent tab: the user's last searches, each one click from its results again. */
export function RecentSearchesPanel() {
  const { state, reload } = useApiList(loadRecent);
  const navigate = useNavigate();
  const { toast } = useToast();
  const [running, setRunning] = useState<string | null>(null);

  async function again(search: RecentSearch) {
    if (running) return;
    setRunning(search.id);
    const outcome = await repeatSearch(search.request, (path) => navigate(path));
    if (!outcome.ok) toast({ title: SEARCH_FAILED, description: outcome.message, variant: "destructive" });
    else if (!outcome.data.opened)
      toast({ title: SEARCH_MESSAGES.noResults, description: SEARCH_MESSAGES.noResultsDescription, variant: "info" });
    if (!outcome.ok || !outcome.data.opened) setRunning(null);
  }

  if (state.status === "loading")
    return (
      <Card size="3" aria-busy="true">
        <Flex gap="2" align="center" justify="center">
          <Spinner />
          <Text color="gray">Loading your recent searches…</Text>
        </Flex>
      </Card>
    );
  if (state.status === "error") return <RetryAlert message={state.message} onRetry={() => void reload()} />;
  if (state.status === "forbidden" || state.value.searches.length === 0)
    return (
      <Card size="3">
        <Text as="p" color="gray" align="center">
          No recent searches yet. Run a search from New Search and it appears here, ready to run again; your last{" "}
          {state.status === "ready" ? state.value.kept : 20} are kept.
        </Text>
      </Card>
    );
  return (
    <Card size="2">
      <ul aria-label="Recent searches" style={{ listStyle: "none", margin: 0, padding: 0 }}>
        {state.value.searches.map((search) => (
          <li key={search.id}>
            <Flex justify="between" align="center" gap="3" wrap="wrap" py="2">
              <Flex direction="column">
                <Text weight="medium">{search.label}</Text>
                <Text size="1" color="gray">
                  Searched <time dateTime={search.searchedAt}>{formatNewYorkTime(search.searchedAt, "short")}</time>
                </Text>
              </Flex>
              <Button
                variant="soft"
                onClick={() => void again(search)}
                disabled={running !== null}
                aria-label={`Search again: ${search.label}`}
              >
                {running === search.id ? <Spinner /> : null}
                Search again
              </Button>
            </Flex>
          </li>
        ))}
      </ul>
    </Card>
  );
}
