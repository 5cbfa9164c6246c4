import { Card, Heading, Text } from "@radix-ui/themes";
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { laneQuery } from "../../components/loads/lane-of-rows";
import type { LaneHistoryReply } from "../resources.lane-history/route";
import { loadInLaneWeek, loadLaneWeekText } from "./lane-week-position";

interface LoadOnItsLane {
  date: string;
  rate: number;
  mileage: number;
  pickupCity: string;
  pickupState: string;
  deliveryCity: string;
  deliveryState: string;
  trailerType: Parameters<typeof laneQuery>[0]["equipment"];
}

/**
 * Where the load's rate sat in its lane the week it ran (the lane history's week, city to city with
 * the lookup's escalation), read after the page so the record never waits for it.
 */
export function LoadLaneWeek({ load }: { load: LoadOnItsLane }) {
  const fetcher = useFetcher<LaneHistoryReply>();
  const query = laneQuery({
    origin: { city: load.pickupCity, state: load.pickupState },
    destination: { city: load.deliveryCity, state: load.deliveryState },
    equipment: load.trailerType,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per lane; fetcher.load is stable enough
  useEffect(() => {
    fetcher.load(`/resources/lane-history?${query}`);
  }, [query]);
  const reply = fetcher.data;
  return (
    <Card size="2" aria-busy={!reply}>
      <Heading as="h2" size="4" mb="2">
        This load in its lane
      </Heading>
      {!reply ? (
        <Text color="gray">Reading the lane's week…</Text>
      ) : reply.ok ? (
        <Text as="p">{loadLaneWeekText(loadInLaneWeek(reply.data, load))}</Text>
      ) : (
        <Text as="p" color="gray">
          The lane's figures are unavailable: {reply.message}
        </Text>
      )}
    </Card>
  );
}
