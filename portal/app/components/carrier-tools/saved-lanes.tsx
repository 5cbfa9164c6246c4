import { Button, Card, Flex, Heading, Spinner, Text } from "@radix-ui/themes";
import { Link } from "@remix-run/react";
import type { components } from "@truerate/sdk";
import { browserApi, refusalMessage } from "../../lib/browser-api";
import { RetryAlert } from "../feedback/retry-alert";
import { LaneAlertControl } from "./lane-alert-control";
import { LaneFigure } from "./lane-figure";
import { type ServerListState, useApiList } from "./use-api-list";

export type SavedLanes = components["schemas"]["SavedLanes"];
export type SavedLane = SavedLanes["lanes"][number];

const COULD_NOT_LOAD = "Your saved lanes could not be loaded.";

async function loadSavedLanes() {
  const { data, error, response } = await browserApi().GET("/api/saved-lanes");
  return { data, status: response.status, message: refusalMessage(response, error, COULD_NOT_LOAD) };
}

function SavedLaneCard({ lane, onChanged }: { lane: SavedLane; onChanged: (message?: string) => void }) {
  async function remove() {
    const { error, response } = await browserApi().DELETE("/api/saved-lanes/{id}", {
      params: { path: { id: lane.id } },
    });
    onChanged(response.ok ? undefined : refusalMessage(response, error, "The lane could not be removed."));
  }
  const headingId = `saved-lane-${lane.id}`;
  return (
    <li>
      <Card asChild>
        <article aria-labelledby={headingId}>
          <Flex direction="column" gap="2">
            <Flex justify="between" align="start" gap="3" wrap="wrap">
              <Heading as="h3" size="3" id={headingId}>
                {lane.label}
              </Heading>
              <Button variant="ghost" color="red" onClick={() => void remove()} aria-label={`Remove ${lane.label}`}>
                Remove
              </Button>
            </Flex>
            <LaneFigure current={lane.current} />
            <LaneAlertControl lane={lane} onChanged={onChanged} />
          </Flex>
        </article>
      </Card>
    </li>
  );
}

/**
 * The home page's saved lanes: each lane's published figure now (or why not), its alert, and removal.
 * `initial`: what the page's loader read, so the lanes are in the server's HTML.
 */
export function SavedLanesPanel({ initial }: { initial?: ServerListState<SavedLanes> | null }) {
  const { state, reload, setState } = useApiList(loadSavedLanes, initial);
  const changed = (message?: string) => {
    if (message) setState({ status: "error", message });
    else void reload();
  };
  if (state.status === "forbidden") return null;
  return (
    <section aria-labelledby="saved-lanes-heading" aria-busy={state.status === "loading"}>
      <Flex direction="column" gap="3" mt="6">
        <Heading as="h2" size="5" id="saved-lanes-heading">
          Saved lanes
        </Heading>
        {state.status === "loading" ? (
          <Flex gap="2" align="center">
            <Spinner />
            <Text color="gray">Loading your saved lanes…</Text>
          </Flex>
        ) : state.status === "error" ? (
          <RetryAlert message={state.message} onRetry={() => void reload()} />
        ) : state.value.lanes.length === 0 ? (
          <Card size="2">
            <Text as="p" color="gray">
              No saved lanes yet. Search a lane, then choose “Save this lane” on its results to see its rate here and
              set an alert (up to {state.value.limit} lanes).
            </Text>
          </Card>
        ) : (
          <>
            <Text size="2" color="gray">
              Published figures of the last 30 days, as on a search's results. {state.value.lanes.length} of{" "}
              {state.value.limit} lanes saved. <Link to="/">New search</Link>
            </Text>
            <ul style={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "var(--space-3)" }}>
              {state.value.lanes.map((lane) => (
                <SavedLaneCard key={lane.id} lane={lane} onChanged={changed} />
              ))}
            </ul>
          </>
        )}
      </Flex>
    </section>
  );
}
