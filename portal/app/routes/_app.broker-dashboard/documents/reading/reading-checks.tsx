import { Flex, Text, VisuallyHidden } from "@radix-ui/themes";
import { useState } from "react";
import { useDocumentReading } from "../../../../components/documents/reading/use-document-reading";
import { LoadingSpinner } from "../../../../components/feedback/loading-spinner";

/**
 * A sent document's verification and, on request, why it is only partial: each check of the
 * reading against the load, agreeing or not, in words. The reading is asked for only when opened.
 */
export function ReadingChecks({ documentId, status }: { documentId: string; status: string | null }) {
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        <Text size="2">{status ? `${status[0]?.toUpperCase()}${status.slice(1)}` : "Unverified"} — why?</Text>
      </summary>
      {open ? <ChecksBody documentId={documentId} /> : null}
    </details>
  );
}

function ChecksBody({ documentId }: { documentId: string }) {
  const state = useDocumentReading(documentId);
  if (state.kind === "loading") return <LoadingSpinner label="Loading the checks" size="1" />;
  if (state.kind === "error")
    return (
      <Text size="1" color="red" role="alert">
        {state.message}
      </Text>
    );
  const { reading } = state;
  if (reading.status === "pending")
    return (
      <Text size="1" role="status">
        Reading the document…
      </Text>
    );
  if (reading.status === "failed") return <Text size="1">Reading failed; it is being tried again.</Text>;
  if (reading.status === "unreadable") {
    return <Text size="1">The document could not be read{reading.detail ? `: ${reading.detail}` : "."}</Text>;
  }
  if (reading.checks.length === 0) return <Text size="1">The document is not on a load, so nothing was compared.</Text>;
  return (
    <ul className="tr-reading-clauses" aria-label="Checks against the load">
      {reading.checks.map((check) => (
        <li key={check.field}>
          <Flex gap="1" align="start">
            <Text size="1" aria-hidden="true">
              {check.agrees ? "✓" : "✗"}
            </Text>
            <Text size="1">
              <VisuallyHidden>{check.agrees ? "Agrees: " : "Differs: "}</VisuallyHidden>
              {check.message}
            </Text>
          </Flex>
        </li>
      ))}
    </ul>
  );
}
