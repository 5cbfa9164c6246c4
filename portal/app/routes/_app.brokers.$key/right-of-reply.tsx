import { Badge, Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { useFetcher } from "@remix-run/react";
import {
  DECISION_REASON_MAX_LENGTH,
  DISPUTE_KIND_LABELS,
  REPLY_MAX_LENGTH,
  STATEMENT_MAX_LENGTH,
} from "@truerate/domain/brokers/right-of-reply";
import { formatNewYorkTime } from "@truerate/domain/new-york-time";
import { useId } from "react";
import { ChoiceInput } from "../../components/forms/controls";
import { IntentInput } from "../../components/forms/intent-input";
import { TextAreaField } from "../../components/forms/text-area-field";
import type { ToastReply } from "../../lib/forms/action-reply";
import { useActionToast } from "../../lib/use-action-toast";
import type { BrokerDispute, BrokerProfile, BrokerProfileEvents } from "./profile.server";

/** The dispute kind of the events listed: each disputable event kind is one kind of dispute. */
const DISPUTE_KIND_OF = { missed: "deadline_missed", complaint: "complaint", identity_fail: "identity_fail" } as const;
const isDisputable = (kind: string): kind is keyof typeof DISPUTE_KIND_OF => kind in DISPUTE_KIND_OF;
const STATUS_COLOURS = { open: "amber", upheld: "green", rejected: "gray" } as const;

/** The brokerage's public reply, and for the brokerage itself the form to publish a new one. */
export function ReplyCard({ profile }: { profile: BrokerProfile }) {
  const fetcher = useFetcher<ToastReply>();
  useActionToast(fetcher.data?.toast);
  return (
    <Card size="3" asChild>
      <section aria-labelledby="reply-title">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="5" id="reply-title">
            The broker's reply
          </Heading>
          {profile.reply ? (
            <blockquote style={{ margin: 0 }}>
              <Text as="p" size="3">
                {profile.reply.body}
              </Text>
              <Text as="p" size="1" color="gray" mt="1">
                Published {formatNewYorkTime(profile.reply.writtenAt, "short")}
              </Text>
            </blockquote>
          ) : (
            <Text as="p" size="2" color="gray">
              {profile.registered
                ? "The brokerage has not replied on its profile."
                : "This broker has no TrueRate account, so it cannot reply yet."}
            </Text>
          )}
          {profile.viewer.canReply ? (
            <fetcher.Form method="post">
              <IntentInput intent="reply" />
              <Flex direction="column" gap="2">
                <TextAreaField
                  label={profile.reply ? "Replace your public reply" : "Your public reply"}
                  name="body"
                  required
                  rows={4}
                  maxLength={REPLY_MAX_LENGTH}
                  hint="Every carrier who opens this profile reads it. A new reply replaces this one; the old one stays on record."
                />
                <Button type="submit" loading={fetcher.state !== "idle"} style={{ alignSelf: "start" }}>
                  Publish reply
                </Button>
              </Flex>
            </fetcher.Form>
          ) : null}
        </Flex>
      </section>
    </Card>
  );
}

/** The brokerage disputes a missed deadline, a complaint or an identity fail, chosen from the events it can see. */
export function DisputeForm({ events }: { events: BrokerProfileEvents | null }) {
  const fetcher = useFetcher<ToastReply>();
  useActionToast(fetcher.data?.toast);
  const labelId = useId();
  const disputable = (events?.events ?? []).filter(
    (event) => event.loadId !== null && event.dispute === null && isDisputable(event.kind),
  );
  const disputeKind = events && isDisputable(events.kind) ? DISPUTE_KIND_OF[events.kind] : "deadline_missed";
  return (
    <Card size="3" asChild>
      <section aria-labelledby="dispute-title">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="5" id="dispute-title">
            Dispute an event
          </Heading>
          <Text as="p" size="2" color="gray">
            If you sent the record another way, a complaint is wrong, or a load failing an identity check was not yours
            (someone used your name or MC), say what happened and what evidence you have. An administrator decides; an
            upheld dispute removes the event from your score or count.
          </Text>
          {disputable.length === 0 ? (
            <Text as="p" size="2">
              Open the events behind "Missed", "NCCDB complaints filed" or "Loads failing an identity check" to choose
              one to dispute.
            </Text>
          ) : (
            <fetcher.Form method="post">
              <IntentInput intent="dispute" />
              <input type="hidden" name="kind" value={disputeKind} />
              <Flex direction="column" gap="2">
                <Text as="label" size="2" weight="medium" id={labelId}>
                  Event
                </Text>
                <ChoiceInput
                  name="loadId"
                  defaultValue={disputable[0]?.loadId ?? undefined}
                  required
                  triggerProps={{ "aria-labelledby": labelId }}
                  options={disputable.map((event) => ({
                    value: event.loadId ?? "",
                    label: `Load ${event.loadNumber} · ${formatNewYorkTime(event.at, "short")}`,
                  }))}
                />
                <TextAreaField
                  label="What happened"
                  name="statement"
                  required
                  rows={4}
                  maxLength={STATEMENT_MAX_LENGTH}
                />
                <Button type="submit" loading={fetcher.state !== "idle"} style={{ alignSelf: "start" }}>
                  File dispute
                </Button>
              </Flex>
            </fetcher.Form>
          )}
        </Flex>
      </section>
    </Card>
  );
}

function DecisionForm({ dispute }: { dispute: BrokerDispute }) {
  const fetcher = useFetcher<ToastReply>();
  useActionToast(fetcher.data?.toast);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post">
      <IntentInput intent="decide" />
      <input type="hidden" name="disputeId" value={dispute.id} />
      <Flex direction="column" gap="2">
        <TextAreaField
          label={`Reason for the decision on load ${dispute.loadNumber}`}
          name="reason"
          required
          rows={4}
          maxLength={DECISION_REASON_MAX_LENGTH}
        />
        <Flex gap="2">
          <Button type="submit" name="decision" value="upheld" loading={busy}>
            Uphold
          </Button>
          <Button type="submit" name="decision" value="rejected" variant="soft" color="gray" loading={busy}>
            Reject
          </Button>
        </Flex>
      </Flex>
    </fetcher.Form>
  );
}

/** The brokerage's disputes with their decisions; an administrator decides the open ones here. */
export function DisputeList({ disputes, canDecide }: { disputes: readonly BrokerDispute[]; canDecide: boolean }) {
  return (
    <Card size="3" asChild>
      <section aria-labelledby="disputes-title">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="5" id="disputes-title">
            Disputes
          </Heading>
          {disputes.length === 0 ? (
            <Text as="p" size="2" color="gray">
              No disputes filed.
            </Text>
          ) : (
            <Flex asChild direction="column" gap="3">
              <ul style={{ listStyle: "none", padding: 0, margin: 0 }}>
                {disputes.map((dispute) => (
                  <li key={dispute.id}>
                    <Flex direction="column" gap="1">
                      <Flex gap="2" align="center" wrap="wrap">
                        <Text weight="medium">
                          {DISPUTE_KIND_LABELS[dispute.kind]} · load {dispute.loadNumber}
                        </Text>
                        <Badge highContrast color={STATUS_COLOURS[dispute.status]}>
                          {dispute.status}
                        </Badge>
                        <Text size="1" color="gray">
                          Filed {formatNewYorkTime(dispute.filedAt, "short")}
                        </Text>
                      </Flex>
                      <Text as="p" size="2">
                        {dispute.statement}
                      </Text>
                      {dispute.decisionReason ? (
                        <Text as="p" size="2" color="gray">
                          Decision: {dispute.decisionReason}
                        </Text>
                      ) : null}
                      {canDecide && dispute.status === "open" ? <DecisionForm dispute={dispute} /> : null}
                    </Flex>
                  </li>
                ))}
              </ul>
            </Flex>
          )}
        </Flex>
      </section>
    </Card>
  );
}
