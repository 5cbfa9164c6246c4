import { Badge, Button, Callout, Card, Flex, Table, Text, VisuallyHidden } from "@radix-ui/themes";
import { useState } from "react";
import { formatDollars } from "../../../lib/loads/load-display";
import { LoadingSpinner } from "../../feedback/loading-spinner";
import { readVerificationQueue } from "./evidence-reads";
import { STANDING_LABELS } from "./evidence-words";
import { LoadEvidenceView } from "./load-evidence-view";
import { useBrowserRead } from "./use-browser-read";

/**
 * The loads awaiting a verified true rate whose documents were read, those whose evidence agrees
 * first; "Compare evidence" opens the side-by-side view under the table, where one click accepts.
 */
export function VerificationQueueTab() {
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const { state, reload } = useBrowserRead(() => readVerificationQueue(page), String(page));
  if (state.kind === "loading") return <LoadingSpinner label="Loading the verification queue" />;
  if (state.kind === "error") {
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>{state.message}</Callout.Text>
      </Callout.Root>
    );
  }
  const queue = state.data;
  const pages = Math.max(1, Math.ceil(queue.total / queue.pageSize));
  return (
    <Flex direction="column" gap="4">
      {queue.total === 0 ? (
        <Card size="3">
          <Text as="p" color="gray">
            No load awaits verification with read documents.
          </Text>
        </Card>
      ) : (
        <>
          <Table.Root size="1" variant="surface">
            <VisuallyHidden asChild>
              <caption>Loads awaiting a verified true rate</caption>
            </VisuallyHidden>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Load #</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Broker</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Evidence</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Facts</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Suggested true rate</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>
                  <VisuallyHidden>Action</VisuallyHidden>
                </Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {queue.loads.map((row) => {
                const standing = STANDING_LABELS[row.standing];
                return (
                  <Table.Row key={row.loadId}>
                    <Table.RowHeaderCell>{row.loadNumber}</Table.RowHeaderCell>
                    <Table.Cell>{row.brokerName}</Table.Cell>
                    <Table.Cell>
                      <Badge color={standing.color} variant="soft" highContrast>
                        <span aria-hidden="true">{standing.icon}</span> {standing.text}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell>
                      {row.agreeing} agree, {row.disagreeing} disagree
                    </Table.Cell>
                    <Table.Cell>{row.suggestedTrueRate ? formatDollars(row.suggestedTrueRate.amount) : "—"}</Table.Cell>
                    <Table.Cell>
                      <Button
                        size="1"
                        variant="soft"
                        aria-label={`Compare evidence for load ${row.loadNumber}`}
                        onClick={() => setSelected(row.loadId)}
                      >
                        Compare evidence
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
          {pages > 1 ? (
            <Flex gap="2" align="center">
              <Button size="1" variant="soft" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <Text size="2">
                Page {page} of {pages}
              </Text>
              <Button size="1" variant="soft" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Next
              </Button>
            </Flex>
          ) : null}
        </>
      )}
      {selected ? (
        <Card size="2">
          <LoadEvidenceView loadId={selected} onAccepted={() => void reload()} />
        </Card>
      ) : null}
    </Flex>
  );
}
