import { Badge, Code } from "@radix-ui/themes";
import { formatNewYorkTime } from "@truerate/domain/new-york-time";
import { dataTableColumnHelper } from "../../components/data-table/features";
import { documentLabel } from "../../components/documents/document-types";
import type { LoadRecord } from "../../components/loads/load-display";

type RevisionChange = NonNullable<LoadRecord["revision"]>["changes"][number];
type SentDocument = LoadRecord["documents"][number];

const change = dataTableColumnHelper<RevisionChange>();

/** A field the revision changes: its value in the verified version beside the revision's. */
export function revisionChangeColumns(verifiedVersion: number, version: number) {
  return change.columns([
    change.display({ id: "field", header: "Field", meta: { rowHeader: true }, cell: ({ row }) => row.original.label }),
    change.display({
      id: "before",
      header: `Verified (version ${verifiedVersion})`,
      cell: ({ row }) => row.original.before,
    }),
    change.display({ id: "after", header: `Revision (version ${version})`, cell: ({ row }) => row.original.after }),
  ]);
}

const sent = dataTableColumnHelper<SentDocument>();

/** A document the broker sent: its file (and whether it is evidence), type, when, and a short SHA-256. */
export const sentDocumentColumns = sent.columns([
  sent.display({
    id: "document",
    header: "Document",
    meta: { rowHeader: true },
    cell: ({ row }) => (
      <>
        {row.original.fileName} {row.original.evidence ? <Badge color="gray">Evidence</Badge> : null}
      </>
    ),
  }),
  sent.display({ id: "type", header: "Type", cell: ({ row }) => documentLabel(row.original) }),
  sent.display({ id: "sent", header: "Sent", cell: ({ row }) => formatNewYorkTime(row.original.sharedAt) }),
  sent.display({
    id: "sha256",
    header: "SHA-256",
    cell: ({ row }) => (
      <Code size="1" title={row.original.sha256 ?? undefined}>
        {row.original.sha256 ? `${row.original.sha256.slice(0, 12)}…` : "—"}
      </Code>
    ),
  }),
]);
