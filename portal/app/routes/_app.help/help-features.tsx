import { Card, Grid, Heading, Text } from "@radix-ui/themes";

const FEATURES = [
  {
    title: "True rate search",
    text: "Search loads by lane, trailer type and date range, within a radius of up to 150 miles. Verified rows show the rate the broker documented, next to the posted rate and dollars per mile.",
  },
  {
    title: "Load upload and My Shipments",
    text: "Upload each load you hauled with its broker, equipment, dates and rate. My Shipments lists what you uploaded, so you never submit a load twice.",
  },
  {
    title: "The 48-hour document tracker",
    text: "Every upload starts a 48-hour deadline for the broker. We remind the broker at 24 and 12 hours; a deadline that passes is recorded as missed, and you and the brokerage are told.",
  },
  {
    title: "Shared documents",
    text: "Rate confirmations and invoices a broker sends arrive in Docs, stored encrypted. Open each one, then approve it or decline it with a reason.",
  },
  {
    title: "Broker compliance dashboard",
    text: "Brokers see every load that names their brokerage, the time left on each deadline, their compliance rate, and charts of deadlines met and missed.",
  },
  {
    title: "Tools and Resources",
    text: "An FMCSA snapshot of any carrier or broker, a deadline calculator, and links to load boards, route planning, roadside help, weather and regulations.",
  },
];

/** Features: what each part of TrueRate does. */
export function HelpFeatures() {
  return (
    <>
      <Heading as="h2" size="5" mb="3">
        Features
      </Heading>
      <Grid columns={{ initial: "1", sm: "2" }} gap="3">
        {FEATURES.map((feature) => (
          <Card key={feature.title}>
            <Heading as="h3" size="3" mb="1">
              {feature.title}
            </Heading>
            <Text as="p" size="2">
              {feature.text}
            </Text>
          </Card>
        ))}
      </Grid>
    </>
  );
}
