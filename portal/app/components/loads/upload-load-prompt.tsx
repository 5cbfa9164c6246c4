import { Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { Link } from "@remix-run/react";

/** The My Loads tab of the home screen (docs/product.md#load-board-screens-and-routes): an invitation to submit a hauled load. */
export function UploadLoadPrompt() {
  return (
    <Card size="3">
      <Flex direction="column" align="start" gap="3">
        <Heading as="h2" size="4">
          Upload a load
        </Heading>
        <Text as="p" color="gray">
          Submit a load you hauled with its broker and rate. The broker then has 48 hours to send you its documents.
        </Text>
        <Button asChild size="3">
          <Link to="/upload-load">Upload Load</Link>
        </Button>
      </Flex>
    </Card>
  );
}
