import { Card, DataList, Heading, Text, Link as ThemeLink } from "@radix-ui/themes";

/** Spec: the support hours the help page shows. */
export const SUPPORT_HOURS = "Mon to Fri 9AM to 5PM EST";
export const SUPPORT_EMAIL = "support@truerate.app";

/** Contact Support: how and when to reach a person. */
export function HelpContact() {
  return (
    <>
      <Heading as="h2" size="5" mb="3">
        Contact support
      </Heading>
      <Card>
        <Text as="p" mb="3">
          Write to us with your company name and, for a load, its origin, destination and upload date. Brokers: add the
          load's reference so we can find the deadline.
        </Text>
        <DataList.Root>
          <DataList.Item>
            <DataList.Label minWidth="8rem">E-mail</DataList.Label>
            <DataList.Value>
              <ThemeLink href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</ThemeLink>
            </DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="8rem">Support hours</DataList.Label>
            <DataList.Value>{SUPPORT_HOURS}</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="8rem">Answer</DataList.Label>
            <DataList.Value>Within one business day</DataList.Value>
          </DataList.Item>
          <DataList.Item>
            <DataList.Label minWidth="8rem">Billing</DataList.Label>
            <DataList.Value>
              <ThemeLink href="mailto:billing@truerate.app">billing@truerate.app</ThemeLink>
            </DataList.Value>
          </DataList.Item>
        </DataList.Root>
      </Card>
    </>
  );
}
