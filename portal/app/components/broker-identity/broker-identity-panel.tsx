import { Card, Flex, Heading, Text } from "@radix-ui/themes";
import { IDENTITY_OUTCOME_WORDS } from "@truerate/domain/brokers/identity/summary";
import { IdentityCheckList } from "./identity-check-list";
import type { IdentityState } from "./identity-state";
import { OutcomeBadge } from "./outcome-badge";

interface BrokerIdentityPanelProps {
  state: IdentityState;
  /** What the panel says before anything was asked (the load form before a broker is typed). */
  idleText?: string;
  /** A line under the heading: whose checks these are. */
  description?: string;
  /** Why a verdict holds no check (the profile of a broker known by no MC). */
  emptyText?: string;
}

/**
 * "Broker identity": whether the broker is who the load says (docs/broker-identity.md), with the
 * verdict and each check's outcome in words, sentence and evidence. The load page, the load form and
 * the broker profile show this one panel; `unknown` reads as not enough data, never as a pass.
 */
export function BrokerIdentityPanel({ state, idleText, description, emptyText }: BrokerIdentityPanelProps) {
  return (
    <Card size="2" aria-busy={state.status === "loading"} asChild>
      <section aria-labelledby="broker-identity-heading">
        <Flex direction="column" gap="3">
          <Flex align="center" gap="2" wrap="wrap">
            <Heading as="h2" size="4" id="broker-identity-heading">
              Broker identity
            </Heading>
            {state.status === "ready" ? (
              <Text size="2" aria-live="polite">
                Verdict: <OutcomeBadge outcome={state.verdict.outcome} />
              </Text>
            ) : null}
          </Flex>
          {description ? (
            <Text as="p" size="2" color="gray">
              {description}
            </Text>
          ) : null}
          <IdentityBody state={state} idleText={idleText} emptyText={emptyText} />
        </Flex>
      </section>
    </Card>
  );
}

function IdentityBody({
  state,
  idleText,
  emptyText,
}: Pick<BrokerIdentityPanelProps, "state" | "idleText" | "emptyText">) {
  switch (state.status) {
    case "idle":
      return <Text as="p">{idleText ?? "Nothing to check yet."}</Text>;
    case "loading":
      return (
        <Text as="p" role="status">
          Checking the broker's identity…
        </Text>
      );
    case "error":
      return (
        <Text as="p" role="alert">
          The identity check is unavailable: {state.message}
        </Text>
      );
    case "ready":
      return state.verdict.checks.length === 0 ? (
        <Text as="p">{emptyText ?? `${IDENTITY_OUTCOME_WORDS.unknown}: no check could be made.`}</Text>
      ) : (
        <IdentityCheckList checks={state.verdict.checks} label="Identity checks" />
      );
  }
}
