import { Code, Link as RadixLink } from "@radix-ui/themes";
import { formatNewYorkTime } from "@truerate/domain/new-york-time";
import type { ComplaintPacket } from "../../components/admin/console/types";
import { dataTableColumnHelper } from "../../components/data-table/features";

type Attachment = ComplaintPacket["attachments"][number];

const column = dataTableColumnHelper<Attachment>();

/** A packet's files, each with its full SHA-256, so FMCSA can check what it receives is what TrueRate holds. */
export const complaintAttachmentColumns = column.columns([
  column.display({
    id: "file",
    header: "File",
    meta: { rowHeader: true },
    cell: ({ row }) => (
      <>
        <RadixLink href={`/api/documents/admin/${row.original.id}/download`}>{row.original.fileName}</RadixLink>
        {row.original.refused ? " (refused)" : ""}
      </>
    ),
  }),
  column.display({
    id: "uploaded",
    header: "Uploaded",
    cell: ({ row }) => formatNewYorkTime(row.original.uploadedAt, "short"),
  }),
  column.display({
    id: "sha256",
    header: "SHA-256",
    cell: ({ row }) => (
      <Code size="1" style={{ overflowWrap: "anywhere" }}>
        {row.original.sha256 ?? "—"}
      </Code>
    ),
  }),
]);
