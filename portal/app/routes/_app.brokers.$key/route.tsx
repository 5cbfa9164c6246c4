import { Badge, Callout, Flex, Text } from "@radix-ui/themes";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { BrokerIdentityPanel } from "../../components/broker-identity/broker-identity-panel";
import { Screen } from "../../components/shell/screen";
import { pageTitle } from "../../lib/meta";
import { type BrokerProfile, brokerProfileAction, brokerProfileLoader } from "./profile.server";
import { ProfileCharts } from "./profile-charts";
import { ProfileEvents } from "./profile-events";
import { ProfileFigures } from "./profile-figures";
import { DisputeForm, DisputeList, ReplyCard } from "./right-of-reply";
import { ScoreCard } from "./score-card";

export const meta: MetaFunction<typeof loader> = ({ data }) => pageTitle(data ? data.profile.name : "Broker profile");

export const loader = (args: LoaderFunctionArgs) => brokerProfileLoader(args);

export const action = (args: ActionFunctionArgs) => brokerProfileAction(args);

function Identity({ profile }: { profile: BrokerProfile }) {
  const { authority } = profile;
  return (
    <Flex gap="3" wrap="wrap" align="center">
      <Text size="2">MC {profile.mcNumber ?? "unknown"}</Text>
      <Text size="2">USDOT {profile.dotNumber ?? "unknown"}</Text>
      {authority ? (
        <Text size="2">
          Authority:{" "}
          <Badge highContrast color={authority.status === "A" ? "green" : "red"}>
            {authority.status === "A"
              ? "active"
              : authority.status === "I"
                ? "inactive"
                : (authority.status ?? "unknown")}
          </Badge>{" "}
          {authority.asOf ? `as of ${authority.asOf} (FMCSA census)` : ""}
        </Text>
      ) : (
        <Text size="2" color="gray">
          Not found in the FMCSA census TrueRate holds
        </Text>
      )}
      <Badge highContrast color={profile.registered ? "blue" : "gray"}>
        {profile.registered ? "On TrueRate" : "Not on TrueRate"}
      </Badge>
    </Flex>
  );
}

/** /brokers/:key — a broker's 371.3 record for carriers: figures, charts, score, reply and disputes. */
export default function BrokerProfileRoute() {
  const { profile, events } = useLoaderData<typeof loader>();
  const viewer = profile.viewer.role;
  return (
    <Screen
      title={profile.name}
      description="What this broker did with carriers' 371.3 requests over the last 12 months, from TrueRate's evidence."
    >
      <Flex direction="column" gap="4">
        <Identity profile={profile} />
        <BrokerIdentityPanel
          state={{ status: "ready", verdict: profile.identity.standing }}
          description="Its standing: the FMCSA authority, the authority's age and the reports naming its MC."
          emptyText="No MC number is known for this broker, so its FMCSA record cannot be checked."
        />
        {viewer === "brokerage" ? (
          <Callout.Root color="blue">
            <Callout.Text>
              This is your brokerage's public profile as carriers see it. You can reply publicly and dispute events
              below.
            </Callout.Text>
          </Callout.Root>
        ) : null}
        <ScoreCard profile={profile} />
        <ProfileFigures profile={profile} />
        {events ? <ProfileEvents profile={profile} events={events} /> : null}
        <ProfileCharts months={profile.months} />
        <ReplyCard profile={profile} />
        {viewer === "brokerage" ? <DisputeForm events={events?.ok ? events.data : null} /> : null}
        {viewer !== "carrier" ? <DisputeList disputes={profile.disputes} canDecide={viewer === "admin"} /> : null}
      </Flex>
    </Screen>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../../components/feedback/route-error-boundary";
