import { Callout } from "@radix-ui/themes";
import type { IdentityState } from "./identity-state";

/**
 * The load page's warning when the shared rate confirmation, as read, names another carrier or
 * broker than the load (the document match fails): the double-brokering sign, quoted.
 */
export function DocumentMismatchWarning({ state }: { state: IdentityState }) {
  if (state.status !== "ready") return null;
  const document = state.verdict.checks.find((check) => check.kind === "document");
  if (document?.outcome !== "fail") return null;
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Text>
        <strong>Warning: the shared rate confirmation does not match this load.</strong> {document.sentence} Check with
        the broker, by the phone number on its FMCSA record, before hauling or invoicing.
      </Callout.Text>
    </Callout.Root>
  );
}
