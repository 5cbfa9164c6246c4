import type { ReactNode } from "react";
import landingStylesHref from "../../components/landing/landing.css?url";
import { LandingFooter } from "../../components/landing/landing-footer";
import { LandingHeader } from "../../components/landing/landing-header";

/**
 * The frame of a page a signed-out visitor opens inside the app's layout (help, subscription, the
 * 404 page): the landing page's header (brand, Login, Sign Up) and footer around the page's one
 * main landmark, so no such page is a dead end.
 */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <div className="tr-landing">
      <link rel="stylesheet" href={landingStylesHref} />
      <a href="#main" className="tr-skip-link">
        Skip to content
      </a>
      <LandingHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <LandingFooter />
    </div>
  );
}
