import { Button, Flex } from "@radix-ui/themes";
import { Link } from "@remix-run/react";

/** The landing page's own navigation: brand, Login and Sign Up. */
export function LandingHeader() {
  return (
    <header className="tr-landing-header">
      <Link to="/" className="tr-brand">
        TrueRate
      </Link>
      <nav aria-label="Account">
        <Flex gap="3" align="center">
          <Button asChild variant="ghost">
            <Link to="/auth?tab=login">Login</Link>
          </Button>
          <Button asChild>
            <Link to="/auth?tab=signup">Sign Up</Link>
          </Button>
        </Flex>
      </nav>
    </header>
  );
}
