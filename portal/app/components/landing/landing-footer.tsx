import { Flex, Text, Link as ThemeLink } from "@radix-ui/themes";

/** The footer: the static legal pages, which live outside the app (portal/public). */
export function LandingFooter() {
  return (
    <footer className="tr-landing-footer">
      <Flex direction={{ initial: "column", sm: "row" }} gap="3" justify="between" align="center">
        <Text size="2" color="gray">
          © {new Date().getFullYear()} TrueRate. Rates shown are what brokers reported and documented.
        </Text>
        <nav aria-label="Legal">
          <Flex gap="4">
            <ThemeLink href="/terms.html" size="2">
              Terms of Service
            </ThemeLink>
            <ThemeLink href="/privacy.html" size="2">
              Privacy Policy
            </ThemeLink>
          </Flex>
        </nav>
      </Flex>
    </footer>
  );
}
