// Why a figure is withheld, in words that name what the lane has and what the rule needs:
// "29 verified reports from 2 brokers; 3 are needed". The API answers it beside the reason's code,
// so every screen and partner reads the same sentence and none recomputes the rule.
import {
  type Contributors,
  MAX_BROKER_SHARE,
  MIN_BROKERS,
  MIN_CARRIERS,
  MIN_REPORTS,
  type WithheldReason,
} from "./publication";

/** What the counted reports are: a lane's reports, or the verified ones its true rate rests on. */
export type WithheldSubject = "reports" | "verified reports";

const count = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;

/** The sentence for a withheld figure, from the rule it breaks and the companies its reports come from. */
export function withheldExplanation(
  reason: WithheldReason,
  present: Contributors,
  subject: WithheldSubject = "reports",
): string {
  const one = subject === "reports" ? "report" : "verified report";
  const reports = count(present.reports, one, subject);
  switch (reason) {
    case "too_few_reports":
      return `${reports}; at least ${MIN_REPORTS} are needed`;
    case "too_few_brokers":
      return present.brokers === 1
        ? `one broker is all of this lane's ${subject}; at least ${MIN_BROKERS} brokers are needed`
        : `${reports} from ${count(present.brokers, "broker", "brokers")}; ${MIN_BROKERS} are needed`;
    case "too_few_carriers":
      return present.carriers === 1
        ? `one carrier is all of this lane's ${subject}; at least ${MIN_CARRIERS} carriers are needed`
        : `${reports} from ${count(present.carriers, "carrier", "carriers")}; ${MIN_CARRIERS} are needed`;
    case "dominant_broker":
      return (
        `one broker is ${Math.round(present.maxBrokerShare * 100)}% of this lane's ${subject}; ` +
        `no broker may be more than ${MAX_BROKER_SHARE * 100}%`
      );
  }
}
