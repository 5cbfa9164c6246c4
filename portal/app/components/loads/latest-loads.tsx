import { Button, Card, Flex, Heading, Link as RadixLink, Spinner, Text } from "@radix-ui/themes";
import { Link } from "@remix-run/react";
import type { components } from "@truerate/sdk";
import { browserApi, refusalMessage } from "../../lib/browser-api";
import { useApiList } from "../carrier-tools/use-api-list";
import { RetryAlert } from "../feedback/retry-alert";
import { formatDollars, formatLoadDate, formatRoute, trailerTypeLabel } from "./load-display";
import { UploadLoadPrompt } from "./upload-load-prompt";

type OwnLoad = components["schemas"]["OwnLoad"];

/** How many of the carrier's newest loads the home screen lists; My Shipments lists them all. */
export const LATEST_LOADS = 5;
const COULD_NOT_LOAD = "Your loads could not be loaded.";

async function loadLatest() {
  const { data, error, response } = await browserApi().GET("/api/loads/my-loads", {
    params: { query: { limit: LATEST_LOADS } },
  });
  return { data, status: response.status, message: refusalMessage(response, error, COULD_NOT_LOAD) };
}

/** The My Loads tab: the carrier's newest loads, each a link to its page, with the way to all of them and to the next upload. */
export function LatestLoads() {
  const { state, reload } = useApiList(loadLatest);
  if (state.status === "loading")
    return (
      <Card size="3" aria-busy="true">
        <Flex gap="2" align="center" justify="center">
          <Spinner />
          <Text color="gray">Loading your loads…</Text>
        </Flex>
      </Card>
    );
  if (state.status === "error") return <RetryAlert message={state.message} onRetry={() => void reload()} />;
  // Without a subscription the API lists none: the invitation is all this tab has.
  if (state.status === "forbidden" || state.value.length === 0) return <UploadLoadPrompt />;
  return (
    <Flex direction="column" gap="4">
      <Card size="2">
        <Flex justify="between" align="center" gap="3" wrap="wrap" mb="2">
          <Heading as="h2" size="4">
            Your latest loads
          </Heading>
          <RadixLink asChild underline="always" size="2">
            <Link to="/shipments">See all your loads in My Shipments</Link>
          </RadixLink>
        </Flex>
        <ul aria-label="Your latest loads" style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {state.value.map((load) => (
            <LatestLoad key={load.id} load={load} />
          ))}
        </ul>
      </Card>
      <Flex justify="end">
        <Button asChild size="2" variant="soft">
          <Link to="/upload-load">Upload Load</Link>
        </Button>
      </Flex>
    </Flex>
  );
}

function LatestLoad({ load }: { load: OwnLoad }) {
  return (
    <li>
      <Flex justify="between" align="center" gap="3" wrap="wrap" py="2">
        <Flex direction="column">
          <RadixLink asChild weight="medium">
            <Link to={`/loads/${load.id}`} aria-label={`Load ${load.loadNumber}: ${formatRoute(load)}`}>
              {formatRoute(load)}
            </Link>
          </RadixLink>
          <Text size="1" color="gray">
            {load.loadNumber} · {formatLoadDate(load.date)} · {trailerTypeLabel(load.trailerType)} · {load.brokerName}
          </Text>
        </Flex>
        <Text weight="medium">{formatDollars(load.rate)}</Text>
      </Flex>
    </li>
  );
}
