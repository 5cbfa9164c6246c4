import { Badge, Flex, Text } from "@radix-ui/themes";
import type { IdentityCheck, IdentityOutcome } from "@truerate/domain/brokers/identity/schema";
import { IDENTITY_CHECK_NAMES, IDENTITY_OUTCOME_WORDS } from "@truerate/domain/brokers/identity/summary";

const OUTCOME_COLORS = { pass: "green", warn: "amber", fail: "red", unknown: "gray" } as const;

/** An outcome in words (the color only repeats them). */
export function IdentityOutcomeBadge({ outcome }: { outcome: IdentityOutcome }) {
  return (
    <Badge highContrast color={OUTCOME_COLORS[outcome]}>
      {IDENTITY_OUTCOME_WORDS[outcome]}
    </Badge>
  );
}

/**
 * Broker identity checks, each with its name, outcome, sentence and every piece of evidence with its
 * source: a check never accuses without what it used (docs/broker-identity.md).
 */
export function IdentityCheckList({ checks, label }: { checks: readonly IdentityCheck[]; label: string }) {
  return (
    <ul aria-label={label} className="tr-identity-checks" style={{ margin: 0, paddingLeft: 0, listStyle: "none" }}>
      {checks.map((check) => (
        <li key={check.kind} style={{ marginBottom: "var(--space-3)" }}>
          <Flex direction="column" gap="1">
            <Flex gap="2" align="center" wrap="wrap">
              <Text weight="bold">{IDENTITY_CHECK_NAMES[check.kind]}</Text>
              <IdentityOutcomeBadge outcome={check.outcome} />
            </Flex>
            <Text as="p" size="2">
              {check.sentence}
            </Text>
            {check.evidence.length > 0 ? (
              <ul
                aria-label={`Evidence: ${IDENTITY_CHECK_NAMES[check.kind]}`}
                style={{ margin: 0, paddingInlineStart: "1.25rem" }}
              >
                {check.evidence.map((item) => (
                  <li key={`${item.label}:${item.value}:${item.source}`}>
                    <Text size="1">
                      {item.label}: <Text weight="medium">{item.value}</Text>{" "}
                      <Text color="gray">(source: {item.source})</Text>
                    </Text>
                  </li>
                ))}
              </ul>
            ) : null}
          </Flex>
        </li>
      ))}
    </ul>
  );
}
