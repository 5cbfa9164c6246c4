import "../../../components/documents/documents.css";
import { Card, Flex, Grid, Heading, Text } from "@radix-ui/themes";
import { useId } from "react";
import { PanelUploadForm } from "./load-panel/panel-upload-form";
import { UnlinkedDocumentsList } from "./load-panel/unlinked-documents-list";
import { useUnlinkedDocuments } from "./load-panel/use-unlinked-documents";

/**
 * The documents panel of /upload-load (docs/product.md#load-board-screens-and-routes and #load-board-states-and-transitions): documents added here wait without a load
 * until the load form is saved, when the API links them to the new load. `lastSavedLoadId`
 * changes after each save, which reads the (now empty) list again.
 */
export function LoadDocumentsPanel({ lastSavedLoadId }: { lastSavedLoadId: string | null }) {
  const headingId = useId();
  const unlinked = useUnlinkedDocuments(lastSavedLoadId);
  return (
    <Card size="3" asChild>
      <section aria-labelledby={headingId}>
        <Flex direction="column" gap="1" mb="4">
          <Heading as="h2" size="4" id={headingId}>
            Load documents
          </Heading>
          <Text as="p" size="2" color="gray">
            Rate confirmations, bills of lading, proofs of delivery: they are linked to the load when you upload it.
          </Text>
        </Flex>
        <Grid columns={{ initial: "1", md: "2" }} gap="5">
          <PanelUploadForm onUploaded={() => void unlinked.refresh()} />
          <UnlinkedDocumentsList state={unlinked.state} onDeleted={unlinked.remove} />
        </Grid>
      </section>
    </Card>
  );
}
