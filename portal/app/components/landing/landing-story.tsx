import { Button, Card, Flex, Grid, Heading, Text, Link as ThemeLink } from "@radix-ui/themes";
import { Link } from "@remix-run/react";
import { ARTICLES } from "./landing-content";
import { Section } from "./landing-sections";

export function Transparency() {
  return (
    <Section id="transparency" title="Your right to see the record">
      <Flex direction="column" gap="3" style={{ maxWidth: 720, margin: "0 auto" }}>
        <Text as="p" size="4">
          Under 49 CFR 371.3, a broker must keep a record of each brokered shipment, including the compensation it
          received, and each party to the transaction has the right to review it.
        </Text>
        <Text as="p" size="4" color="gray">
          TrueRate turns that right into a routine: the record is requested for every load you submit, checked, and the
          rate it shows is added to the lane's history.
        </Text>
      </Flex>
    </Section>
  );
}

export function BrokerAccountability() {
  return (
    <Section id="accountability" title="Broker accountability" tone="muted">
      <Grid columns={{ initial: "1", md: "2" }} gap="5" style={{ maxWidth: 900, margin: "0 auto" }}>
        <Text as="p" size="4">
          Brokers who share their documents within 48 hours build a compliance record that carriers can see.
        </Text>
        <Text as="p" size="4" color="gray">
          Brokers who miss the deadline are tracked as non-compliant, and the missed request is kept on file for a
          complaint to the federal consumer complaint database.
        </Text>
      </Grid>
    </Section>
  );
}

export function Articles() {
  return (
    <Section id="articles" title="From the blog">
      <Grid columns={{ initial: "1", md: "3" }} gap="4">
        {ARTICLES.map((article) => (
          <Card key={article.href} size="3">
            <Heading as="h3" size="4" mb="2">
              <ThemeLink href={article.href}>{article.title}</ThemeLink>
            </Heading>
            <Text as="p" color="gray">
              {article.summary}
            </Text>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}

export function ClosingCallToAction() {
  return (
    <Section id="get-started" title="Stop guessing what the lane paid" tone="muted">
      <Flex direction="column" align="center" gap="4">
        <Text as="p" size="4" color="gray" align="center">
          Join the carriers who price their loads on documented, broker-paid rates.
        </Text>
        <Button asChild size="4">
          <Link to="/auth?tab=signup">Create your account</Link>
        </Button>
      </Flex>
    </Section>
  );
}
