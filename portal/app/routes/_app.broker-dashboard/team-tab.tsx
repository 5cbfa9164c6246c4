import { Callout, Heading, Text } from "@radix-ui/themes";
import { DataTable } from "../../components/data-table/data-table";
import { SectionAlert } from "./section-alert";
import { TEAM_MESSAGES, type TeamState } from "./team";
import { teamColumns } from "./team-columns";

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
  const title = `Team (${team.members.length - waiting} members, ${waiting} waiting)`;
  return (
    <section aria-labelledby="team-heading">
      <Heading as="h2" size="3" mb="2" id="team-heading">
        {title}
      </Heading>
      {waiting === 0 ? (
        <Text as="p" size="2" color="gray" mb="2">
          {TEAM_MESSAGES.noRequests}
        </Text>
      ) : null}
      <DataTable
        caption={title}
        data={team.members}
        columns={teamColumns}
        getRowId={(member) => member.id}
        paginated={false}
      />
    </section>
  );
}
