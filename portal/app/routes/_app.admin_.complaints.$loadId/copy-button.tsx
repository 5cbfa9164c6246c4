import { Button } from "@radix-ui/themes";
import { useState } from "react";

/** Copies one packet field to the clipboard, and says so. */
export function CopyButton({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  }
  return (
    <Button size="1" variant="ghost" type="button" onClick={copy} className="tr-no-print" aria-label={`Copy ${label}`}>
      {copied ? "Copied" : "Copy"}
    </Button>
  );
}
