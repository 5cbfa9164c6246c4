import { Card, Flex, Heading, Separator } from "@radix-ui/themes";
import { Fragment } from "react";
import { DocumentReadingPanel } from "../../../../components/documents/reading/document-reading-panel";
import { documentNoun } from "../../../../components/documents/reading/reading-words";

interface ReadDocument {
  id: string;
  fileName: string;
  documentType: string;
  tags?: readonly string[] | null;
}

/** The load page's documents, each with what the reader read in it. */
export function LoadReadingsCard({ documents }: { documents: readonly ReadDocument[] }) {
  if (documents.length === 0) return null;
  return (
    <Card size="2">
      <Heading as="h2" size="4" mb="3">
        What the documents say
      </Heading>
      <Flex direction="column" gap="4">
        {documents.map((document, index) => (
          <Fragment key={document.id}>
            {index > 0 ? <Separator size="4" /> : null}
            <Flex direction="column" gap="2">
              <Heading as="h3" size="3">
                {document.fileName}
              </Heading>
              <DocumentReadingPanel
                documentId={document.id}
                noun={documentNoun(document)}
                fileName={document.fileName}
              />
            </Flex>
          </Fragment>
        ))}
      </Flex>
    </Card>
  );
}
