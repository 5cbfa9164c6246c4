import { Card, Flex, Heading, Text } from "@radix-ui/themes";
import { useMemo } from "react";
import { ScoreFigure } from "../../components/broker-profile/score-figure";
import { DataTable } from "../../components/data-table/data-table";
import type { BrokerProfile } from "./profile.server";
import { scoreHistoryColumns } from "./score-history-columns";

const percent = (share: number | null) => (share === null ? "no evidence" : `${Math.round(share * 100)}%`);

/** The transparency score, what it is made of, the rule, and its monthly history with what moved it. */
export function ScoreCard({ profile }: { profile: BrokerProfile }) {
  const { score, history } = profile;
  const newestFirst = useMemo(() => [...history].reverse(), [history]);
  return (
    <Card size="3" asChild>
      <section aria-labelledby="score-title">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="5" id="score-title">
            Transparency score
          </Heading>
          <ScoreFigure score={score} scaleId="score-scale" large />
          {score.parts ? (
            <Text as="p" size="2">
              Answer credit {percent(score.parts.answers)} (late answers earn half, recent ones weigh more) · Verified
              records {percent(score.parts.verified)} · Paid within 30 days {percent(score.parts.payment)}
              {score.parts.complaintPenalty > 0 ? ` · Upheld complaints −${score.parts.complaintPenalty}` : ""}
            </Text>
          ) : null}
          <details>
            <summary>
              <Text size="2">How the score is computed</Text>
            </summary>
            <Text as="p" size="2" mt="2">
              {score.rule}
            </Text>
          </details>
          <Heading as="h3" size="3">
            Score history
          </Heading>
          <DataTable
            caption="Every change to the score, month by month, with what moved it"
            data={newestFirst}
            columns={scoreHistoryColumns}
            getRowId={(entry) => entry.month}
            paginated={false}
          />
        </Flex>
      </section>
    </Card>
  );
}
