import { Link as ThemeLink, VisuallyHidden } from "@radix-ui/themes";
import type { BrokerSharedDocument } from "../../components/documents/broker-shapes";

/**
 * Opens a document the brokerage sent, in a new tab, through the API's broker preview (which checks
 * the document belongs to the broker's brokerage). The API is on the portal's origin, so the session
 * cookie goes with the request.
 */
export function OpenSentDocumentLink({ document }: { document: Pick<BrokerSharedDocument, "id" | "fileName"> }) {
  return (
    <ThemeLink
      href={`/api/broker/documents/${encodeURIComponent(document.id)}/preview`}
      target="_blank"
      rel="noopener noreferrer"
      size="2"
    >
      Open<VisuallyHidden> {document.fileName} (opens in a new tab)</VisuallyHidden>
    </ThemeLink>
  );
}
