import { Card, Flex, Heading, Link as RadixLink, Text } from "@radix-ui/themes";
import { Link } from "@remix-run/react";
import { brokerProfilePath } from "../../components/broker-profile/profile-path";
import { ScoreFigure } from "../../components/broker-profile/score-figure";
import type { ComplianceDashboard } from "../../components/documents/broker-shapes";

/**
 * The transparency score carriers see on the brokerage's public profile, beside the ratings, so
 * the broker is never surprised by the number carriers read; the profile is one link away.
 */
export function PublicScoreCard({
  profileKey,
  score,
}: {
  profileKey: string;
  score: ComplianceDashboard["publicProfile"]["score"];
}) {
  return (
    <Card size="2" asChild>
      <section aria-labelledby="public-score-title">
        <Flex direction="column" gap="2">
          <Heading as="h2" size="3" id="public-score-title">
            Transparency score
          </Heading>
          <ScoreFigure score={score} scaleId="public-score-scale" />
          <Text as="p" size="2">
            Carriers see this score on your brokerage's{" "}
            {/* Underlined: inside a sentence a link must not be told apart by its colour alone (axe link-in-text-block). */}
            <RadixLink asChild underline="always">
              <Link to={brokerProfilePath(profileKey)}>public profile</Link>
            </RadixLink>
            , where you can reply and dispute a missed deadline or a complaint. It weighs the 48-hour compliance rating
            with verified records, days to pay and upheld complaints.
          </Text>
        </Flex>
      </section>
    </Card>
  );
}
