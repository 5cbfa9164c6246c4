import { Badge, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { laneQuery, type SearchLane } from "../../components/loads/lane-of-rows";
import { ROWS_ARE_LOADS, VERIFIED_ROWS_ARE_LOADS, withheldLaneText } from "../../components/loads/lane-withheld";
import type { LaneSummaryReply } from "../resources.lane-summary/route";
import { type Excluded, exclusionsText } from "./lane-exclusions";

/** The heading's words for figures judged wider than the two cities. */
const WIDER_AREAS = { zip3: "their ZIP3 areas", state: "their states" } as const;

const dollars = (value: number) => `$${value.toFixed(2)}`;

function Exclusions({ excluded }: { excluded: Excluded }) {
  return (
    <Text size="1" color="gray" title={`${excluded.rules.outliers} ${excluded.rules.caps}`}>
      {exclusionsText(excluded)}
    </Text>
  );
}

/** One figure; `note` beside it says why it is not there, in the API's words. */
function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Flex direction="column" style={note ? { maxWidth: "22rem" } : undefined}>
      <Text size="1" color="gray">
        {label}
      </Text>
      <Text size="3" weight="bold">
        {value}
      </Text>
      {note ? <Text size="2">{note}</Text> : null}
    </Flex>
  );
}

/**
 * The lane's true rates above the search results: the same aggregate partners get, with its
 * reports, confidence and escalation, or why it is withheld.
 */
export function LaneSummary({ lane }: { lane: SearchLane }) {
  const fetcher = useFetcher<LaneSummaryReply>();
  const query = laneQuery(lane);
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per lane; fetcher.load is stable enough
  useEffect(() => {
    fetcher.load(`/resources/lane-summary?${query}`);
  }, [query]);
  const cities = `${lane.origin.city}, ${lane.origin.state} → ${lane.destination.city}, ${lane.destination.state}`;
  const name = lane.area && lane.area !== "city" ? `${cities}, ${WIDER_AREAS[lane.area]}` : cities;
  const reply = fetcher.data;
  return (
    <Card mb="4" asChild>
      <section aria-label="Lane summary" aria-busy={fetcher.state !== "idle" || !reply}>
        <Flex direction="column" gap="2">
          <Heading as="h2" size="3">
            Lane true rates: {name} (last 30 days)
          </Heading>
          <Text size="2" color="gray">
            These figures cover the last 30 days; the loads listed below are of every date your search allows.
          </Text>
          {!reply ? (
            <Text color="gray">Loading the lane summary…</Text>
          ) : !reply.ok ? (
            <Text color="red" role="alert">
              {reply.message}
            </Text>
          ) : reply.data.status === "withheld" ? (
            <Flex direction="column" gap="1">
              <Text>Not published: {reply.data.explanation}.</Text>
              <Text size="2" color="gray">
                {withheldLaneText(reply.data)} {ROWS_ARE_LOADS}
              </Text>
              <Exclusions excluded={reply.data.excluded} />
            </Flex>
          ) : (
            <Flex gap="5" wrap="wrap" align="end">
              <Figure
                label="Carrier-reported rate, median per mile"
                value={dollars(reply.data.carrierRate.perMile.median)}
              />
              <Figure
                label="Middle half per mile"
                value={`${dollars(reply.data.carrierRate.perMile.p25)}–${dollars(reply.data.carrierRate.perMile.p75)}`}
              />
              <Figure
                label="Verified true rate, median per mile"
                value={reply.data.trueRate ? dollars(reply.data.trueRate.perMile.median) : "Not published"}
                note={reply.data.trueRateWithheld ? `${reply.data.trueRateWithheld.explanation}.` : undefined}
              />
              <Figure
                label="Broker margin, median"
                value={reply.data.brokerMargin ? `${reply.data.brokerMargin.medianPct}%` : "—"}
              />
              <Figure
                label="Reports"
                value={`${reply.data.reports} from ${reply.data.companies.brokers} brokers, ${reply.data.companies.carriers} carriers`}
              />
              <Badge
                color={
                  reply.data.confidence.level === "HIGH"
                    ? "green"
                    : reply.data.confidence.level === "MEDIUM"
                      ? "amber"
                      : "gray"
                }
              >
                Confidence {reply.data.confidence.score} ({reply.data.confidence.level})
              </Badge>
              {reply.data.escalation.steps > 0 ? (
                <Text size="1" color="gray">
                  Widened to {reply.data.escalation.applied.area} over {reply.data.escalation.applied.timeframeDays}{" "}
                  days
                </Text>
              ) : null}
              <Exclusions excluded={reply.data.excluded} />
              {reply.data.trueRate ? null : (
                <Text size="1" color="gray">
                  {VERIFIED_ROWS_ARE_LOADS}
                </Text>
              )}
            </Flex>
          )}
        </Flex>
      </section>
    </Card>
  );
}
