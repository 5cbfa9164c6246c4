import { Button, Flex, Text } from "@radix-ui/themes";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useActionToast } from "../../../lib/use-action-toast";
import { IntentInput } from "../../forms/intent-input";
import { formatDollars } from "../../loads/load-display";
import { VERIFY_INTENT, type VerifyReply } from "../verify-reply";
import type { LoadEvidence } from "./evidence-reads";
import { SOURCE_LABELS } from "./evidence-words";

/**
 * "Accept $X as the true rate": the amount the evidence agrees on, saved in one click through the
 * route's true-rate action (PUT /api/admin/loads/{id}/verify), as the Load Management form does.
 */
export function AcceptTrueRate({ evidence, onAccepted }: { evidence: LoadEvidence; onAccepted(): void }) {
  const fetcher = useFetcher<VerifyReply>();
  const reply = fetcher.data;
  useActionToast(reply?.toast);
  // Once per saved reply: the parent's callback may change identity on every render.
  const handled = useRef<VerifyReply | undefined>(undefined);
  useEffect(() => {
    if (reply?.ok && handled.current !== reply) {
      handled.current = reply;
      onAccepted();
    }
  }, [reply, onAccepted]);
  const suggestion = evidence.suggestedTrueRate;
  if (!suggestion) {
    return (
      <Text as="p" size="2" color="gray">
        Neither a record nor an invoice states what the shipper was charged, so there is no amount to accept.
      </Text>
    );
  }
  const amount = formatDollars(suggestion.amount);
  const sources = suggestion.sources.map((source) => SOURCE_LABELS[source]).join(" and ");
  const current = evidence.load.verified && evidence.load.trueRate === suggestion.amount;
  return (
    <fetcher.Form method="post">
      <IntentInput intent={VERIFY_INTENT} />
      <input type="hidden" name="id" value={evidence.load.id} />
      <input type="hidden" name="loadNumber" value={evidence.load.loadNumber} />
      <input type="hidden" name="trueRate" value={suggestion.amount} />
      <Flex direction="column" gap="2" align="start">
        <Text size="2">
          {suggestion.corroborated ? `${sources} agree on ${amount}.` : `Only the ${sources} states ${amount}.`}
        </Text>
        {current ? (
          <Text size="2" color="green" highContrast role="status">
            <span aria-hidden="true">✓ </span>
            {amount} is the verified true rate.
          </Text>
        ) : (
          <Button
            type="submit"
            loading={fetcher.state !== "idle"}
            color={suggestion.corroborated ? undefined : "amber"}
          >
            Accept {amount} as the true rate
          </Button>
        )}
      </Flex>
    </fetcher.Form>
  );
}
