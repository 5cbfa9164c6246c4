import { Card, Flex, Heading, Text } from "@radix-ui/themes";
import { IdentityCheckList, IdentityOutcomeBadge } from "../../components/broker-identity/identity-check-list";
import type { BrokerProfile } from "./profile.server";

/**
 * Is this broker who it says it is? The broker's standing (its FMCSA authority, the authority's age,
 * the reports naming its MC) as a badge in words, with each check that did not pass and its evidence.
 */
export function IdentityBadge({ identity }: { identity: BrokerProfile["identity"] }) {
  const { standing } = identity;
  const concerns = standing.checks.filter((check) => check.outcome !== "pass");
  return (
    <Card size="2" asChild>
      <section aria-labelledby="identity-title">
        <Flex direction="column" gap="2">
          <Flex gap="2" align="center" wrap="wrap">
            <Heading as="h2" size="4" id="identity-title">
              Broker identity
            </Heading>
            <IdentityOutcomeBadge outcome={standing.outcome} />
          </Flex>
          {standing.checks.length === 0 ? (
            <Text as="p" size="2" color="gray">
              No MC number is known for this broker, so its FMCSA record cannot be checked.
            </Text>
          ) : concerns.length === 0 ? (
            <Text as="p" size="2">
              Its FMCSA authority, the authority's age and the reports naming its MC all passed.
            </Text>
          ) : (
            <IdentityCheckList checks={concerns} label="Identity checks that did not pass" />
          )}
        </Flex>
      </section>
    </Card>
  );
}
