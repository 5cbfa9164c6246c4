import { Link } from "@remix-run/react";
import { ARTICLES } from "./landing-content";
import { Section } from "./landing-sections";

export function Transparency() {
  return (
    <Section id="transparency" title="Your right to see the record">
      <div className="tr-landing-stack tr-landing-narrow">
        <p className="tr-landing-large">
          Under 49 CFR 371.3, a broker must keep a record of each brokered shipment, including the compensation it
          received, and each party to the transaction has the right to review it.
        </p>
        <p className="tr-landing-large tr-landing-muted">
          TrueRate turns that right into a routine: the record is requested for every load you submit, checked, and the
          rate it shows is added to the lane's history.
        </p>
      </div>
    </Section>
  );
}

export function BrokerAccountability() {
  return (
    <Section id="accountability" title="Broker accountability" tone="muted">
      <div className="tr-landing-grid tr-landing-wide" data-columns="2">
        <p className="tr-landing-large">
          Brokers who share their documents within 48 hours build a compliance record that carriers can see.
        </p>
        <p className="tr-landing-large tr-landing-muted">
          Brokers who miss the deadline are tracked as non-compliant, and the missed request is kept on file for a
          complaint to the federal consumer complaint database.
        </p>
      </div>
    </Section>
  );
}

export function Articles() {
  return (
    <Section id="articles" title="From the blog">
      <div className="tr-landing-grid" data-columns="3">
        {ARTICLES.map((article) => (
          <div key={article.href} className="tr-landing-card">
            <h3 className="tr-landing-h3">
              <a href={article.href} className="tr-landing-link">
                {article.title}
              </a>
            </h3>
            <p className="tr-landing-muted">{article.summary}</p>
          </div>
        ))}
      </div>
    </Section>
  );
}

export function ClosingCallToAction() {
  return (
    <Section id="get-started" title="Stop guessing what the lane paid" tone="muted">
      <div className="tr-landing-stack" data-center="">
        <p className="tr-landing-large tr-landing-muted">
          Join the carriers who price their loads on documented, broker-paid rates.
        </p>
        <Link to="/auth?tab=signup" className="tr-landing-button" data-size="4">
          Create your account
        </Link>
      </div>
    </Section>
  );
}
