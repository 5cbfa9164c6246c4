import "./landing.css";
import { LandingFooter } from "./landing-footer";
import { LandingHeader } from "./landing-header";
import { Features, Hero, HowItWorks } from "./landing-sections";
import { Articles, BrokerAccountability, ClosingCallToAction, Transparency } from "./landing-story";

/** The signed-out landing page of the accounts spec's screens and routes, in the spec's section order. */
export function LandingPage() {
  return (
    <div className="tr-landing">
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
