import { Callout, Card, Flex, Heading, Link as RadixLink, Text } from "@radix-ui/themes";
import { Link, useSearchParams } from "@remix-run/react";
import { DataTablePager } from "../../../components/data-table/data-table-pager";
import { useNow } from "../../../components/documents/use-now";
import type { Result } from "../../../lib/result";
import type { CarrierDocuments } from "../carrier-shared";
import { NotificationsCard } from "./notifications-card";
import { SharedDocumentCard } from "./shared-document-card";
import { isFiltered, SharedDocumentsFilterForm } from "./shared-documents-filter";
import { useViewSharedDocument } from "./use-view-document";

/**
 * The carrier's Shared Documents (docs/product.md#load-board-screens-and-routes): what brokers sent,
 * newest first, a page at a time, searched and filtered by the address; and the unread updates.
 */
export function SharedDocumentsView({ result, serverNow }: { result: Result<CarrierDocuments>; serverNow: number }) {
  const now = useNow(serverNow);
  const { view, viewingId } = useViewSharedDocument();
  const [, setSearchParams] = useSearchParams();
  if (!result.ok) {
    return (
      <Flex direction="column" gap="3" align="start">
        <Callout.Root color="red" role="alert">
          <Callout.Text>{result.message}</Callout.Text>
        </Callout.Root>
        <RadixLink asChild size="2">
          <Link to="/documents">Show every shared document</Link>
        </RadixLink>
      </Flex>
    );
  }
  const { page, filter, notifications } = result.data;
  const goTo = (index: number) =>
    setSearchParams((params) => {
      params.set("page", String(index + 1));
      return params;
    });
  return (
    <Flex direction="column" gap="5">
      <NotificationsCard notifications={notifications} />
      <section aria-labelledby="shared-documents-heading">
        <Heading as="h2" size="5" mb="3" id="shared-documents-heading">
          Shared Documents ({page.total})
        </Heading>
        {page.total === 0 && !isFiltered(filter) && page.page === 1 ? (
          <Card size="3">
            <Text as="p" color="gray">
              No documents have been shared with you yet. Brokers' rate confirmations and invoices appear here.
            </Text>
          </Card>
        ) : (
          <Flex direction="column" gap="4">
            <SharedDocumentsFilterForm filter={filter} loads={page.loads} />
            {page.documents.length === 0 ? (
              <Card size="3">
                <Text as="p" color="gray">
                  {page.total === 0
                    ? "No shared documents match this search and these filters."
                    : "This page is past the last one."}{" "}
                  <RadixLink asChild>
                    <Link to="/documents">Show every shared document</Link>
                  </RadixLink>
                </Text>
              </Card>
            ) : (
              page.documents.map((document) => (
                <SharedDocumentCard
                  key={document.id}
                  document={document}
                  now={now}
                  viewing={viewingId === document.id}
                  onView={(id) => void view(id)}
                />
              ))
            )}
            {page.total > page.pageSize ? (
              <DataTablePager
                pageIndex={page.page - 1}
                pageSize={page.pageSize}
                pageCount={Math.ceil(page.total / page.pageSize)}
                total={page.total}
                onPageChange={goTo}
              />
            ) : null}
          </Flex>
        )}
      </section>
    </Flex>
  );
}
