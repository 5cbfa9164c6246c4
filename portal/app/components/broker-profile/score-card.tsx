import { Card, Flex, Heading, Table, Text, VisuallyHidden } from "@radix-ui/themes";
import type { BrokerProfile } from "../../routes/_app.brokers.$key/profile.server";
import { monthLabel } from "./profile-charts";
import { ScoreFigure } from "./score-figure";

const percent = (share: number | null) => (share === null ? "no evidence" : `${Math.round(share * 100)}%`);

function changeText(change: number | null): string {
  if (change === null) return "—";
  if (change === 0) return "±0";
  return change > 0 ? `+${change}` : String(change);
}

/** The transparency score, what it is made of, the rule, and its monthly history with what moved it. */
export function ScoreCard({ profile }: { profile: BrokerProfile }) {
  const { score, history } = profile;
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
          <Table.Root variant="surface" size="1">
            <VisuallyHidden asChild>
              <caption>Every change to the score, month by month, with what moved it</caption>
            </VisuallyHidden>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Month</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Score</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Change</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Why</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {[...history].reverse().map((entry) => (
                <Table.Row key={entry.month}>
                  <Table.RowHeaderCell>{monthLabel(entry.month)}</Table.RowHeaderCell>
                  <Table.Cell>{entry.score ?? "—"}</Table.Cell>
                  <Table.Cell>{changeText(entry.change)}</Table.Cell>
                  <Table.Cell>{entry.explanation}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Flex>
      </section>
    </Card>
  );
}
