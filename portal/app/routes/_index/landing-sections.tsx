import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { FEATURES, STEPS } from "./landing-content";

// The landing page is plain markup on Radix Themes' tokens (styles/landing.css), not Radix
// components: it ships none of their JavaScript and needs none of their stylesheet (its budgets).

/** A landing section named by its heading, so each is a landmark screen readers can jump to. */
export function Section({
  id,
  title,
  tone,
  children,
}: {
  id: string;
  title: string;
  tone?: "muted";
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="tr-landing-section" data-tone={tone}>
      <div className="tr-landing-inner">
        <h2 id={`${id}-heading`} className="tr-landing-h2">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

export function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="tr-landing-hero">
      <div className="tr-landing-inner tr-landing-stack" data-center="">
        <p className="tr-landing-badge">Broker transparency under 49 CFR 371.3</p>
        <h1 id="hero-heading" className="tr-landing-h1">
          Know what the broker really got paid
        </h1>
        <p className="tr-landing-lead">
          TrueRate collects the documents behind every load and publishes the verified, broker-paid rate, so you can
          price your next lane on facts instead of guesses.
        </p>
        <div className="tr-landing-row">
          <Link to="/auth?tab=signup" className="tr-landing-button" data-size="4">
            Get started
          </Link>
          <a href="#how-it-works-heading" className="tr-landing-button" data-size="4" data-variant="outline">
            How it works
          </a>
        </div>
      </div>
    </section>
  );
}

export function Features() {
  return (
    <Section id="features" title="Everything you need between loads">
      <div className="tr-landing-grid" data-columns="3">
        {FEATURES.map((feature) => (
          <div key={feature.title} className="tr-landing-card">
            <h3 className="tr-landing-h3">{feature.title}</h3>
            <p className="tr-landing-muted">{feature.body}</p>
          </div>
        ))}
      </div>
    </Section>
  );
}

export function HowItWorks() {
  return (
    <Section id="how-it-works" title="How it works" tone="muted">
      <ol className="tr-steps tr-landing-grid" data-columns="3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="tr-landing-stack">
            <span className="tr-landing-step-number" aria-hidden="true">
              {index + 1}
            </span>
            <h3 className="tr-landing-h3">{step.title}</h3>
            <p className="tr-landing-muted">{step.body}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
