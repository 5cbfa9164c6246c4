import { Flex, Text } from "@radix-ui/themes";
import { IDENTITY_CHECK_NAMES } from "@truerate/domain/brokers/identity/summary";
import type { IdentityCheck } from "./identity-state";
import { OutcomeBadge } from "./outcome-badge";

/** One check: its name and outcome in words, its sentence, and every value it used with where it came from. */
export function IdentityCheckItem({ check }: { check: IdentityCheck }) {
  return (
    <Flex asChild direction="column" gap="1">
      <li aria-label={`${IDENTITY_CHECK_NAMES[check.kind]}`}>
        <Flex align="center" gap="2" wrap="wrap">
          <Text weight="bold" size="2">
            {IDENTITY_CHECK_NAMES[check.kind]}:
          </Text>
          <OutcomeBadge outcome={check.outcome} />
        </Flex>
        <Text as="p" size="2">
          {check.sentence}
        </Text>
        {check.evidence.length > 0 ? (
          <ul
            aria-label={`Evidence of ${IDENTITY_CHECK_NAMES[check.kind]}`}
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
        ) : (
          <Text size="1" color="gray">
            No evidence to quote.
          </Text>
        )}
      </li>
    </Flex>
  );
}
