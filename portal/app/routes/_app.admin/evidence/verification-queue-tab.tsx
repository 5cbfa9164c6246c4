import { Button, Callout, Card, Flex, Text } from "@radix-ui/themes";
import { useMemo, useState } from "react";
import { readVerificationQueue } from "../../../components/admin/evidence/evidence-reads";
import { LoadEvidenceView } from "../../../components/admin/evidence/load-evidence-view";
import { useBrowserRead } from "../../../components/admin/evidence/use-browser-read";
import { DataTable } from "../../../components/data-table/data-table";
import { LoadingSpinner } from "../../../components/feedback/loading-spinner";
import { verificationQueueColumns } from "./verification-queue-columns";

const rowId = (row: { loadId: string }) => row.loadId;

/**
 * The loads awaiting a verified true rate whose documents were read, those whose evidence agrees
 * first; "Compare evidence" opens the side-by-side view under the table, where one click accepts.
 */
export function VerificationQueueTab() {
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const columns = useMemo(() => verificationQueueColumns(setSelected), []);
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
          <DataTable
            phoneLayout="cards"
            caption="Loads awaiting a verified true rate"
            data={queue.loads}
            columns={columns}
            getRowId={rowId}
            paginated={false}
          />
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
