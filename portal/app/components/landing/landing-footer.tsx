import { Flex, Text, Link as ThemeLink } from "@radix-ui/themes";
import { LEGAL_PAGES } from "../../lib/legal-pages";

/** The footer: the Help Center and the static legal pages, which live outside the app (portal/public). */
export function LandingFooter() {
  return (
    <footer className="tr-landing-footer">
      <Flex direction={{ initial: "column", sm: "row" }} gap="3" justify="between" align="center">
        <Text size="2" color="gray">
          © {new Date().getFullYear()} TrueRate. Rates shown are what brokers reported and documented.
        </Text>
        <nav aria-label="Legal">
          <Flex gap="4" wrap="wrap" justify="center">
            <ThemeLink href="/help" size="2">
              Help Center
            </ThemeLink>
            {LEGAL_PAGES.map((page) => (
              <ThemeLink key={page.to} href={page.to} size="2">
                {page.label}
              </ThemeLink>
            ))}
          </Flex>
        </nav>
      </Flex>
    </footer>
  );
}
