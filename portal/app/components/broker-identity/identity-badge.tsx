import { Badge, VisuallyHidden } from "@radix-ui/themes";
import { IDENTITY_CHECK_NAMES, IDENTITY_OUTCOME_WORDS } from "@truerate/domain/brokers/identity/summary";
import { type IdentitySummary, OUTCOME_COLOR } from "./identity-state";

/** The badge's words: the outcome and, when it did not pass, the worst check by name. */
function badgeText({ outcome, concerns: [worst] }: IdentitySummary): string {
  if (outcome === "pass") return "Identity passed";
  if (outcome === "unknown" || !worst) return `Identity: ${IDENTITY_OUTCOME_WORDS.unknown.toLowerCase()}`;
  return `Identity ${outcome === "fail" ? "failed" : "warning"}: ${IDENTITY_CHECK_NAMES[worst.kind]}`;
}

/**
 * "Identity failed: E-mail domain": a search row's broker, its worst check in words (the outcome
 * decides, so an unknown never reads as a pass), the sentence and evidence for screen readers and on hover.
 */
export function IdentityBadge({ identity }: { identity: IdentitySummary }) {
  const [worst] = identity.concerns;
  const evidence = worst?.evidence.map((item) => `${item.label} ${item.value} (${item.source})`).join("; ");
  const detail = worst ? `${worst.sentence}${evidence ? ` Evidence: ${evidence}.` : ""}` : null;
  return (
    <Badge
      color={OUTCOME_COLOR[identity.outcome]}
      variant="soft"
      highContrast
      title={detail ?? undefined}
      style={{ whiteSpace: "normal" }}
    >
      {badgeText(identity)}
      {detail ? <VisuallyHidden>. {detail}</VisuallyHidden> : null}
    </Badge>
  );
}
