import { Flex, Link as RadixLink } from "@radix-ui/themes";
import { Link } from "@remix-run/react";
import type { OwnerDocument } from "../../../components/documents/owner-documents";
import type { Result } from "../../../lib/result";
import { ManagerUploadForm } from "./manager-upload-form";
import { OwnerDocumentsList } from "./owner-documents-list";

/** The Document Manager (docs/product.md#load-board-screens-and-routes) for everyone but carriers: upload, then the list. */
export function DocumentManager({ result }: { result: Result<OwnerDocument[]> }) {
  return (
    <Flex direction="column" gap="5">
      <RadixLink asChild size="2">
        <Link to="/">
          <span aria-hidden="true">←</span> Back to Home
        </Link>
      </RadixLink>
      <ManagerUploadForm />
      <OwnerDocumentsList result={result} />
    </Flex>
  );
}
