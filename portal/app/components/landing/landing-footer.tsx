import { LEGAL_PAGES } from "../../lib/legal-pages";

/** The footer: the Help Center and the static legal pages, which live outside the app (portal/public). */
export function LandingFooter() {
  return (
    <footer className="tr-landing-footer">
      <p className="tr-landing-small tr-landing-muted">
        © {new Date().getFullYear()} TrueRate. Rates shown are what brokers reported and documented.
      </p>
      <nav aria-label="Legal" className="tr-landing-row">
        <a href="/help" className="tr-landing-link tr-landing-small">
          Help Center
        </a>
        {LEGAL_PAGES.map((page) => (
          <a key={page.to} href={page.to} className="tr-landing-link tr-landing-small">
            {page.label}
          </a>
        ))}
      </nav>
    </footer>
  );
}
