import { Button, Dialog, Flex, Heading, Text, Link as ThemeLink } from "@radix-ui/themes";
import { LEGAL_PAGES } from "../../lib/legal-pages";
import { PRIVACY_POLICY, PRIVACY_POLICY_VERSION } from "./privacy-policy";

/** The Privacy Policy tab: a summary, and the full policy in a dialog with the other legal pages. */
export function HelpPrivacy() {
  const others = LEGAL_PAGES.filter((page) => page.to !== "/privacy.html" && page.to !== "/terms.html");
  return (
    <Flex direction="column" gap="3" align="start">
      <Heading as="h2" size="5">
        Privacy policy
      </Heading>
      <Text as="p">
        We collect what it takes to run your account, request and verify broker documents and publish true rates. We do
        not sell personal data, and published rates never say who hauled a load.
      </Text>
      <Dialog.Root>
        <Dialog.Trigger>
          <Button variant="soft">Read the full Privacy Policy</Button>
        </Dialog.Trigger>
        <Dialog.Content maxWidth="640px">
          <Dialog.Title>Privacy Policy</Dialog.Title>
          <Dialog.Description size="2" color="gray">
            Version {PRIVACY_POLICY_VERSION}, also at{" "}
            <ThemeLink href="/privacy.html" underline="always">
              /privacy.html
            </ThemeLink>
          </Dialog.Description>
          {/* The dialog's content scrolls itself when the policy is taller than the window. */}
          <Flex direction="column" gap="3" mt="3">
            {PRIVACY_POLICY.map((section) => (
              <section key={section.heading}>
                <Heading as="h2" size="3" mb="1">
                  {section.heading}
                </Heading>
                <Text as="p" size="2">
                  {section.text}
                </Text>
              </section>
            ))}
          </Flex>
          <nav aria-label="Other policies">
            <Flex gap="3" wrap="wrap" mt="4">
              {others.map((page) => (
                <ThemeLink key={page.to} href={page.to} size="2">
                  {page.label}
                </ThemeLink>
              ))}
            </Flex>
          </nav>
          <Flex justify="end" mt="4">
            <Dialog.Close>
              <Button variant="soft" color="gray">
                Close
              </Button>
            </Dialog.Close>
          </Flex>
        </Dialog.Content>
      </Dialog.Root>
    </Flex>
  );
}
