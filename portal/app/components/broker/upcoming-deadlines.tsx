import { Heading, Table, Text } from "@radix-ui/themes";
import { formatNewYorkTime } from "@truerate/domain/new-york-time";
import type { UpcomingDeadline } from "../documents/broker-shapes";
import { timeLeftText, URGENCY_LABELS } from "../documents/deadline-labels";
import { deadlineUrgency } from "../documents/domain";
import { StatusBadge } from "../documents/status-badge";

/** Loads still waiting for documents, soonest first, with their live urgency (docs/product.md#load-board-states-and-transitions). */
export function UpcomingDeadlines({ deadlines, now }: { deadlines: readonly UpcomingDeadline[]; now: number }) {
  return (
    <section aria-labelledby="upcoming-deadlines-heading">
      <Heading as="h2" size="3" mb="2" id="upcoming-deadlines-heading">
        Upcoming deadlines ({deadlines.length})
      </Heading>
      {deadlines.length === 0 ? (
        <Text as="p" size="2" color="gray">
          No loads are waiting for documents.
        </Text>
      ) : (
        // Cells may break anywhere and times are short, so the table fits a phone without a
        // scroll area (a scrolling region with nothing focusable is out of keyboard reach).
        <Table.Root
          variant="surface"
          size="1"
          aria-labelledby="upcoming-deadlines-heading"
          style={{ overflowWrap: "anywhere" }}
        >
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Load #</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Carrier</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Due (New York)</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Time left</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Urgency</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {deadlines.map((deadline) => {
              const urgency = URGENCY_LABELS[deadlineUrgency(deadline.deadline, now)];
              return (
                <Table.Row key={deadline.loadId}>
                  <Table.RowHeaderCell>{deadline.loadNumber}</Table.RowHeaderCell>
                  <Table.Cell>{deadline.carrierCompanyName ?? deadline.carrierMcNumber ?? "—"}</Table.Cell>
                  <Table.Cell>{formatNewYorkTime(deadline.deadline, "short")}</Table.Cell>
                  <Table.Cell>{timeLeftText(deadline.deadline, now) ?? "—"}</Table.Cell>
                  <Table.Cell>
                    <StatusBadge text={urgency.text} color={urgency.color} />
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      )}
    </section>
  );
}
