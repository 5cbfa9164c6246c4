import landingStylesHref from "../../components/landing/landing.css?url";
import { LandingFooter } from "../../components/landing/landing-footer";
import { LandingHeader } from "../../components/landing/landing-header";
import { Features, Hero, HowItWorks } from "./landing-sections";
import { Articles, BrokerAccountability, ClosingCallToAction, Transparency } from "./landing-story";

/** The landing page's styles, linked by the page itself: the signed-in screen of / never waits for them. */
export const landingStylesheets = [landingStylesHref];

/** The signed-out landing page of docs/product.md#accounts-screens-and-routes, in docs/product.md's section order. */
export function LandingPage() {
  return (
    <div className="tr-landing">
      <link rel="stylesheet" href={landingStylesHref} />
      <LandingHeader />
      <main id="main">
        <Hero />
        <Features />
        <HowItWorks />
        <Transparency />
        <BrokerAccountability />
        <Articles />
        <ClosingCallToAction />
      </main>
      <LandingFooter />
    </div>
  );
}
