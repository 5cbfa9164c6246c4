import type { IdentityCheck } from "@truerate/domain/brokers/identity/schema";
import { IdentityCheckItem } from "./identity-check-item";

/** An outcome in words: the carrier panel's badge, under the name the admin screens and the profile use. */
export { OutcomeBadge as IdentityOutcomeBadge } from "./outcome-badge";

/**
 * Broker identity checks, each with its name, outcome, sentence and every piece of evidence with its
 * source: a check never accuses without what it used (docs/broker-identity.md). One item per check, the
 * carrier panel's.
 */
export function IdentityCheckList({ checks, label }: { checks: readonly IdentityCheck[]; label: string }) {
  return (
    <ul aria-label={label} style={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "0.75rem" }}>
      {checks.map((check) => (
        <IdentityCheckItem key={check.kind} check={check} />
      ))}
    </ul>
  );
}
