import { Callout, Flex, Text } from "@radix-ui/themes";
import { useEffect, useId, useMemo, useState } from "react";
import { TabEmpty, TabError, TabLoading } from "../../components/admin/console-states";
import { useTabFetcher } from "../../components/admin/use-tab-fetcher";
import { DataTable } from "../../components/data-table/data-table";
import { useToast } from "../../components/feedback/toaster";
import { ChoiceInput } from "../../components/forms/controls";
import { Field } from "../../components/forms/field";
import type { loader } from "../resources.admin.all-documents/route";
import { allDocumentColumns } from "./all-document-columns";
import {
  ADMIN_DOCUMENTS_LIMIT,
  ALL_TYPES,
  filterDocuments,
  type ListedDocument,
  reachedLimit,
  typeOptions,
} from "./console/all-documents";

const rowId = (row: ListedDocument) => row.id;
const NEWEST_FIRST = [{ id: "uploadedAt", desc: true }];
const documentCount = (n: number) => `${n} document${n === 1 ? "" : "s"}`;

/** Every document on TrueRate (the admin role: "views all documents"), read when this view opens. */
export function AllDocumentsView() {
  const { data } = useTabFetcher<typeof loader>("/resources/admin/all-documents");
  const { toast } = useToast();
  useEffect(() => {
    if (data && !data.ok) toast({ title: data.message, variant: "destructive" });
  }, [data, toast]);

  if (!data) return <TabLoading label="Loading all documents…" />;
  if (!data.ok) return <TabError message={data.message} />;
  if (data.data.documents.length === 0) return <TabEmpty message="No documents yet." />;
  return <FilteredDocuments documents={data.data.documents} />;
}

function FilteredDocuments({ documents }: { documents: readonly ListedDocument[] }) {
  const [text, setText] = useState("");
  const [type, setType] = useState(ALL_TYPES);
  const typeLabelId = useId();
  const options = useMemo(() => typeOptions(documents), [documents]);
  const shown = useMemo(() => filterDocuments(documents, { text, type }), [documents, text, type]);
  return (
    <Flex direction="column" gap="3">
      {reachedLimit(documents.length) ? (
        <Callout.Root color="gray" size="1">
          <Callout.Text>
            Showing the newest {ADMIN_DOCUMENTS_LIMIT} documents; older ones are not listed here.
          </Callout.Text>
        </Callout.Root>
      ) : null}
      <Flex gap="3" align="end" wrap="wrap" role="search" aria-label="Filter documents">
        <Field
          label="File name, load or uploader"
          inputProps={{
            name: "documentFilter",
            type: "search",
            size: "2",
            value: text,
            onChange: (event) => setText(event.currentTarget.value),
          }}
        />
        <Flex direction="column" gap="1">
          <Text as="span" id={typeLabelId} size="2" weight="medium">
            Type
          </Text>
          <ChoiceInput
            value={type}
            onValueChange={setType}
            triggerProps={{ "aria-labelledby": typeLabelId }}
            options={[{ value: ALL_TYPES, label: "All types" }, ...options]}
          />
        </Flex>
      </Flex>
      <Text as="p" size="2" color="gray" role="status">
        {shown.length === documents.length
          ? documentCount(documents.length)
          : `${shown.length} of ${documentCount(documents.length)} match`}
      </Text>
      {shown.length === 0 ? (
        <TabEmpty message="No documents match the filter." />
      ) : (
        <DataTable
          phoneLayout="cards"
          caption="All documents"
          data={shown}
          columns={allDocumentColumns}
          getRowId={rowId}
          initialSorting={NEWEST_FIRST}
        />
      )}
    </Flex>
  );
}
