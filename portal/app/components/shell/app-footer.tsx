import { Flex, Link as ThemeLink } from "@radix-ui/themes";
import { Link } from "@remix-run/react";
import { LEGAL_PAGES } from "../../lib/legal-pages";

/** The signed-in layout's footer, above the bottom navigation: help and the legal pages. */
export function AppFooter() {
  return (
    <footer className="tr-app-footer">
      <nav aria-label="Help and legal">
        <Flex gap="4" wrap="wrap" justify="center">
          <ThemeLink asChild size="1">
            <Link to="/help">Help Center</Link>
          </ThemeLink>
          {LEGAL_PAGES.map((page) => (
            <ThemeLink key={page.to} href={page.to} size="1">
              {page.label}
            </ThemeLink>
          ))}
        </Flex>
      </nav>
    </footer>
  );
}
