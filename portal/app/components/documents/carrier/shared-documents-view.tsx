import { Callout, Card, Flex, Heading, Text } from "@radix-ui/themes";
import type { CarrierDocuments } from "../../../lib/documents/carrier-shared";
import { useNow } from "../../../lib/documents/use-now";
import type { Result } from "../../../lib/result";
import { NotificationsCard } from "./notifications-card";
import { SharedDocumentCard } from "./shared-document-card";
import { useViewSharedDocument } from "./use-view-document";

/** The carrier's Shared Documents (the load-board spec's screens and routes): what brokers sent, newest first, and the unread updates. */
export function SharedDocumentsView({ result, serverNow }: { result: Result<CarrierDocuments>; serverNow: number }) {
  const now = useNow(serverNow);
  const { view, viewingId } = useViewSharedDocument();
  if (!result.ok) {
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>{result.message}</Callout.Text>
      </Callout.Root>
    );
  }
  return (
    <Flex direction="column" gap="5">
      <NotificationsCard notifications={result.data.notifications} />
      <section aria-labelledby="shared-documents-heading">
        <Heading as="h2" size="5" mb="3" id="shared-documents-heading">
          Shared Documents ({result.data.documents.length})
        </Heading>
        {result.data.documents.length === 0 ? (
          <Card size="3">
            <Text as="p" color="gray">
              No documents have been shared with you yet. Brokers' rate confirmations and invoices appear here.
            </Text>
          </Card>
        ) : (
          <Flex direction="column" gap="4">
            {result.data.documents.map((document) => (
              <SharedDocumentCard
                key={document.id}
                document={document}
                now={now}
                viewing={viewingId === document.id}
                onView={(id) => void view(id)}
              />
            ))}
          </Flex>
        )}
      </section>
    </Flex>
  );
}
