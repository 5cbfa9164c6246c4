import { Card, Text } from "@radix-ui/themes";
import { DataTable } from "../../components/data-table/data-table";
import type { BrokerSharedDocument } from "../../components/documents/broker-shapes";
import type { Result } from "../../lib/result";
import { CappedListNote } from "./capped-list-note";
import { SectionAlert } from "./section-alert";
import { SHARED_DOCUMENTS_DEFAULT_SORT, sharedDocumentColumns } from "./shared-document-columns";

const rowId = (row: { id: string }) => row.id;

/** The documents this brokerage sent to carriers, newest first, with their timing and the carrier's answer. */
export function BrokerDocumentsTab({
  documents,
  total,
}: {
  documents: Result<BrokerSharedDocument[]>;
  total?: number | undefined;
}) {
  if (!documents.ok) return <SectionAlert message={documents.message} />;
  if (documents.data.length === 0) {
    return (
      <Card size="3">
        <Text as="p" color="gray">
          No documents shared yet. Send a load's documents from the Loads tab.
        </Text>
      </Card>
    );
  }
  return (
    <>
      <CappedListNote shown={documents.data.length} total={total} what="shared documents" />
      <DataTable
        phoneLayout="cards"
        caption="Documents shared with carriers"
        data={documents.data}
        columns={sharedDocumentColumns}
        initialSorting={SHARED_DOCUMENTS_DEFAULT_SORT}
        getRowId={rowId}
      />
    </>
  );
}
