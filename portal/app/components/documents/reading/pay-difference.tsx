import { Callout } from "@radix-ui/themes";
import type { DocumentReading } from "./use-document-reading";

/**
 * The carrier pay the document states beside the one the carrier reported, when they differ: the
 * reading's `total` check compares the document with the load.
 */
export function PayDifference({ checks, noun }: { checks: DocumentReading["checks"]; noun: string }) {
  const pay = checks.find((check) => check.field === "total");
  if (!pay || pay.agrees || pay.read === null) return null;
  return (
    <Callout.Root color="amber" role="note">
      <Callout.Icon>
        <span aria-hidden="true">⚠</span>
      </Callout.Icon>
      <Callout.Text>
        The {noun} says {pay.read}; you reported {pay.expected}.
      </Callout.Text>
    </Callout.Root>
  );
}
