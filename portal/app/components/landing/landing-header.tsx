import { Link } from "@remix-run/react";

/** The landing page's own navigation: brand, Login and Sign Up. */
export function LandingHeader() {
  return (
    <header className="tr-landing-header">
      <Link to="/" className="tr-brand">
        TrueRate
      </Link>
      <nav aria-label="Account" className="tr-landing-row">
        <Link to="/auth?tab=login" className="tr-landing-button" data-variant="ghost">
          Login
        </Link>
        <Link to="/auth?tab=signup" className="tr-landing-button">
          Sign Up
        </Link>
      </nav>
    </header>
  );
}
