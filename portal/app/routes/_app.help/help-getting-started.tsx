import { Card, Flex, Heading, Text, Link as ThemeLink } from "@radix-ui/themes";
import { Link } from "@remix-run/react";

/** Getting Started: the first steps for each kind of user. */
export function HelpGettingStarted() {
  return (
    <Flex direction="column" gap="4">
      <Heading as="h2" size="5">
        Getting started
      </Heading>
      <Text as="p">
        TrueRate shows what freight brokers really paid for a load — the <strong>true rate</strong> — and holds brokers
        to the 48-hour rule: after a carrier uploads a load, the broker has 48 hours to send the load's rate
        confirmation and invoice.
      </Text>
      <Card>
        <Heading as="h3" size="3" mb="2">
          For carriers and owner-operators
        </Heading>
        <ol className="tr-help-steps">
          <li>
            Register with your company name, MC and DOT numbers: we check them against the FMCSA registry. Then confirm
            the 6-digit code we e-mail you and subscribe to the Carrier Plan ($29 per month).
          </li>
          <li>
            Search a lane on the{" "}
            <ThemeLink asChild underline="always">
              <Link to="/">home screen</Link>
            </ThemeLink>
            : origin, destination, trailer type and dates. Rows marked Verified show the true rate from the broker's own
            documents.
          </li>
          <li>
            After each load, add it on{" "}
            <ThemeLink asChild underline="always">
              <Link to="/upload-load">Upload Load</Link>
            </ThemeLink>{" "}
            with the broker's name and e-mail. That starts the broker's 48-hour clock.
          </li>
          <li>
            Watch{" "}
            <ThemeLink asChild underline="always">
              <Link to="/documents">Docs</Link>
            </ThemeLink>{" "}
            for the broker's documents: open them, then approve or decline each one.
          </li>
        </ol>
      </Card>
      <Card>
        <Heading as="h3" size="3" mb="2">
          For brokers
        </Heading>
        <ol className="tr-help-steps">
          <li>
            Register with your brokerage's MC number. The first broker of a brokerage creates it; colleagues who
            register later wait until a member approves them on the dashboard's Team tab.
          </li>
          <li>
            Open the{" "}
            <ThemeLink asChild underline="always">
              <Link to="/broker-dashboard">Broker Dashboard</Link>
            </ThemeLink>{" "}
            to see the loads carriers uploaded naming your brokerage, and how long is left on each deadline.
          </li>
          <li>
            Share the load's rate confirmation and invoice before the 48 hours run out to keep your compliance rate up.
          </li>
        </ol>
      </Card>
    </Flex>
  );
}
