import { Flex, Link as RadixLink, Text } from "@radix-ui/themes";
import { formatNewYorkTime } from "@truerate/domain/new-york-time";
import { dataTableColumnHelper } from "../../components/data-table/features";
import { documentLabel } from "../../components/documents/document-types";
import { StatusBadge } from "../../components/documents/status-badge";
import { formatRoute } from "../../components/loads/load-display";
import { type ListedDocument, reviewStatus, uploaderDetails } from "./console/all-documents";

const column = dataTableColumnHelper<ListedDocument>();

/** The admin download: any document, as an attachment, each opening audited by the API. */
export const adminDownloadHref = (id: string) => `/api/documents/admin/${encodeURIComponent(id)}/download`;

/** Document Management's All documents table: what, whose, when, its review, and Download last. */
export const allDocumentColumns = column.columns([
  column.accessor("fileName", {
    header: "File",
    sortFn: "text",
    meta: { rowHeader: true },
    cell: ({ row }) => (
      <Flex direction="column">
        <Text>{row.original.fileName}</Text>
        <Text size="1" color="gray" className="tr-phone-only">
          {[row.original.loadNumber, documentLabel(row.original)].filter(Boolean).join(" · ")}
        </Text>
      </Flex>
    ),
  }),
  column.accessor((row) => documentLabel(row), {
    id: "type",
    header: "Type",
    sortFn: "text",
    meta: { hideOnPhone: true },
  }),
  column.accessor((row) => row.loadNumber ?? "—", {
    id: "load",
    header: "Load",
    sortFn: "alphanumeric",
    meta: { hideOnPhone: true },
    cell: ({ row }) => (
      <Flex direction="column">
        <Text>{row.original.loadNumber ?? "—"}</Text>
        {row.original.loadRoute ? (
          <Text size="1" color="gray">
            {formatRoute(row.original.loadRoute)}
          </Text>
        ) : null}
      </Flex>
    ),
  }),
  column.accessor((row) => row.ownerEmail ?? "—", {
    id: "uploader",
    header: "Uploaded by",
    sortFn: "text",
    cell: ({ row }) => (
      <Flex direction="column">
        <Text>{row.original.ownerEmail ?? "—"}</Text>
        <Text size="1" color="gray">
          {uploaderDetails(row.original)}
        </Text>
      </Flex>
    ),
  }),
  column.accessor("uploadedAt", {
    header: "Uploaded",
    sortFn: "basic",
    cell: (info) => formatNewYorkTime(info.getValue(), "short"),
  }),
  column.accessor((row) => reviewStatus(row).text, {
    id: "review",
    header: "Review",
    sortFn: "text",
    meta: { hideOnPhone: true },
    cell: ({ row }) => <StatusBadge {...reviewStatus(row.original)} />,
  }),
  column.display({
    id: "download",
    header: "Actions",
    meta: { card: "actions" },
    cell: ({ row }) => (
      <RadixLink
        href={adminDownloadHref(row.original.id)}
        download
        size="2"
        className="tr-keep-whole"
        aria-label={`Download ${row.original.fileName}`}
      >
        Download
      </RadixLink>
    ),
  }),
]);
