import { Badge, Box, Button, Card, Flex, Grid, Heading, Text } from "@radix-ui/themes";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { FEATURES, STEPS } from "./landing-content";

/** A landing section named by its heading, so each is a landmark screen readers can jump to. */
export function Section({
  id,
  title,
  tone,
  children,
}: {
  id: string;
  title: string;
  tone?: "muted";
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="tr-landing-section" data-tone={tone}>
      <Box className="tr-landing-inner">
        <Heading as="h2" size="7" id={`${id}-heading`} mb="5" align="center">
          {title}
        </Heading>
        {children}
      </Box>
    </section>
  );
}

export function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="tr-landing-hero">
      <Flex direction="column" align="center" gap="5" className="tr-landing-inner" style={{ textAlign: "center" }}>
        <Badge size="2">Broker transparency under 49 CFR 371.3</Badge>
        <Heading as="h1" size="9" id="hero-heading">
          Know what the broker really got paid
        </Heading>
        <Text as="p" size="5" color="gray" style={{ maxWidth: 640 }}>
          TrueRate collects the documents behind every load and publishes the verified, broker-paid rate, so you can
          price your next lane on facts instead of guesses.
        </Text>
        <Flex gap="3" wrap="wrap" justify="center">
          <Button asChild size="4">
            <Link to="/auth?tab=signup">Get started</Link>
          </Button>
          <Button asChild size="4" variant="outline">
            <a href="#how-it-works-heading">How it works</a>
          </Button>
        </Flex>
      </Flex>
    </section>
  );
}

export function Features() {
  return (
    <Section id="features" title="Everything you need between loads">
      <Grid columns={{ initial: "1", sm: "2", md: "3" }} gap="4">
        {FEATURES.map((feature) => (
          <Card key={feature.title} size="3">
            <Heading as="h3" size="4" mb="2">
              {feature.title}
            </Heading>
            <Text as="p" color="gray">
              {feature.body}
            </Text>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}

export function HowItWorks() {
  return (
    <Section id="how-it-works" title="How it works" tone="muted">
      <Grid asChild columns={{ initial: "1", md: "3" }} gap="5">
        <ol className="tr-steps">
          {STEPS.map((step, index) => (
            <li key={step.title}>
              <Flex direction="column" gap="2">
                <Text size="7" weight="bold" color="indigo" aria-hidden="true">
                  {index + 1}
                </Text>
                <Heading as="h3" size="4">
                  {step.title}
                </Heading>
                <Text as="p" color="gray">
                  {step.body}
                </Text>
              </Flex>
            </li>
          ))}
        </ol>
      </Grid>
    </Section>
  );
}
