import { Button, Callout, Flex, Heading, Table, Text, VisuallyHidden } from "@radix-ui/themes";
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import type { ToastReply } from "../../lib/forms/action-reply";
import { useActionToast } from "../../lib/use-action-toast";
import { StatusBadge } from "../documents/status-badge";
import { ConfirmDialog } from "../feedback/confirm-dialog";
import { SectionAlert } from "./section-alert";
import { type BrokerageMember, TEAM_MESSAGES, type TeamState } from "./team";

/**
 * The brokerage's members and the brokers asking to join. MC and DOT numbers are public, so a
 * newcomer sees nothing of the brokerage until a member approves them here.
 */
export function TeamTab({ team }: { team: TeamState }) {
  if (team.state === "failed") return <SectionAlert message={TEAM_MESSAGES.failed} />;
  if (team.state !== "member") {
    return (
      <Callout.Root color="gray">
        <Callout.Text>{TEAM_MESSAGES.none}</Callout.Text>
      </Callout.Root>
    );
  }
  const waiting = team.members.filter((member) => member.status === "pending").length;
  return (
    <section aria-labelledby="team-heading">
      <Heading as="h2" size="3" mb="2" id="team-heading">
        Team ({team.members.length - waiting} members, {waiting} waiting)
      </Heading>
      {waiting === 0 ? (
        <Text as="p" size="2" color="gray" mb="2">
          {TEAM_MESSAGES.noRequests}
        </Text>
      ) : null}
      <Table.Root variant="surface" size="1" aria-labelledby="team-heading" className="tr-wrap-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>E-mail</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Company</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {team.members.map((member) => (
            <Table.Row key={member.id}>
              <Table.RowHeaderCell>{member.email}</Table.RowHeaderCell>
              <Table.Cell>{member.companyName ?? "—"}</Table.Cell>
              <Table.Cell>
                {member.status === "member" ? (
                  <StatusBadge text="Member" color="green" />
                ) : (
                  <StatusBadge text="Waiting for approval" color="amber" />
                )}
              </Table.Cell>
              <Table.Cell>{member.status === "pending" ? <JoinDecision member={member} /> : null}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </section>
  );
}

/** Approve, or decline after a confirmation: declining leaves the broker without a brokerage. */
function JoinDecision({ member }: { member: BrokerageMember }) {
  const fetcher = useFetcher<ToastReply>();
  const [declining, setDeclining] = useState<BrokerageMember | null>(null);
  useActionToast(fetcher.data?.toast);
  const busy = fetcher.state !== "idle";
  const submit = (intent: "approve" | "decline") =>
    fetcher.submit({ intent, id: member.id, email: member.email }, { method: "post", action: "/broker-dashboard" });

  return (
    <Flex gap="2" wrap="wrap">
      <Button
        size="1"
        color="green"
        // White on the solid green fails WCAG AA (3:1); the high-contrast solid passes.
        highContrast
        loading={busy && fetcher.formData?.get("intent") === "approve"}
        disabled={busy}
        aria-label={`Approve ${member.email}`}
        onClick={() => submit("approve")}
      >
        Approve
      </Button>
      <Button
        size="1"
        color="red"
        variant="soft"
        disabled={busy}
        aria-label={`Decline ${member.email}`}
        onClick={() => setDeclining(member)}
      >
        Decline
      </Button>
      <ConfirmDialog
        subject={declining}
        title={`Decline ${member.email}?`}
        describe={() => "They will not see your brokerage's loads, documents or dashboard."}
        confirmLabel="Decline request"
        onCancel={() => setDeclining(null)}
        onConfirm={() => {
          setDeclining(null);
          submit("decline");
        }}
      />
    </Flex>
  );
}
