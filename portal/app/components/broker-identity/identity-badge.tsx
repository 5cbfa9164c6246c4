import { Badge, VisuallyHidden } from "@radix-ui/themes";
import { IDENTITY_CHECK_NAMES, IDENTITY_OUTCOME_WORDS } from "@truerate/domain/brokers/identity/summary";
import { type IdentitySummary, OUTCOME_COLOR } from "./identity-state";

/** "Identity failed: E-mail domain": a search row's broker, its worst check in words, the sentence for screen readers and on hover. */
export function IdentityBadge({ identity }: { identity: IdentitySummary }) {
  const [worst] = identity.concerns;
  if (!worst)
    return (
      <Badge color="green" variant="soft">
        Identity passed
      </Badge>
    );
  const text =
    identity.outcome === "unknown"
      ? `Identity: ${IDENTITY_OUTCOME_WORDS.unknown.toLowerCase()}`
      : `Identity ${identity.outcome === "fail" ? "failed" : "warning"}: ${IDENTITY_CHECK_NAMES[worst.kind]}`;
  const evidence = worst.evidence.map((item) => `${item.label} ${item.value} (${item.source})`).join("; ");
  const detail = `${worst.sentence}${evidence ? ` Evidence: ${evidence}.` : ""}`;
  return (
    <Badge color={OUTCOME_COLOR[identity.outcome]} variant="soft" title={detail} style={{ whiteSpace: "normal" }}>
      {text}
      <VisuallyHidden>. {detail}</VisuallyHidden>
    </Badge>
  );
}
