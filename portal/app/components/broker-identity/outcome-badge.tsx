import { Badge } from "@radix-ui/themes";
import { IDENTITY_OUTCOME_WORDS } from "@truerate/domain/brokers/identity/summary";
import { type IdentityOutcome, OUTCOME_COLOR } from "./identity-state";

/** An outcome in words ("Not enough data" for unknown, never a pass), its color only beside them. */
export function OutcomeBadge({ outcome }: { outcome: IdentityOutcome }) {
  return (
    <Badge color={OUTCOME_COLOR[outcome]} variant="soft" highContrast style={{ whiteSpace: "normal" }}>
      {IDENTITY_OUTCOME_WORDS[outcome]}
    </Badge>
  );
}
