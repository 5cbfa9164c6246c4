import { Badge, Box, Card, Flex, Grid, Heading, Link as RadixLink, Text, VisuallyHidden } from "@radix-ui/themes";
import { Link } from "@remix-run/react";
import { COMPLIANCE_RATING_LABEL, complianceRatingText } from "@truerate/domain/brokers/compliance-rating";
import type { ReactNode } from "react";
import type { BrokerProfile, ProfileEventKind } from "./profile.server";

const plural = (count: number, noun: string) => `${count.toLocaleString("en-US")} ${noun}${count === 1 ? "" : "s"}`;

function Figure({
  label,
  value,
  note,
  events,
}: {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  /** The kind of event behind the figure: the figure links to them. */
  events?: ProfileEventKind;
}) {
  return (
    <Card size="2">
      <Flex direction="column" gap="1">
        <Text size="2" color="gray">
          {label}
        </Text>
        <Text size="6" weight="bold">
          {value}
        </Text>
        {note ? (
          <Text size="1" color="gray">
            {note}
          </Text>
        ) : null}
        {events ? (
          <RadixLink asChild size="2">
            <Link to={`?events=${events}#events`} preventScrollReset>
              See the events<VisuallyHidden>: {label}</VisuallyHidden>
            </Link>
          </RadixLink>
        ) : null}
      </Flex>
    </Card>
  );
}

const OUTCOME_LABELS = {
  filed: "awaiting FMCSA",
  actionable: "actionable",
  non_actionable: "non-actionable",
  withdrawn: "withdrawn",
} as const;

/** The profile's 12-month figures, each linked to the events behind it. */
export function ProfileFigures({ profile }: { profile: BrokerProfile }) {
  const { figures, complaints } = profile;
  const margin = figures.margin;
  const pay = profile.daysToPay;
  const outcomes = (Object.keys(OUTCOME_LABELS) as (keyof typeof OUTCOME_LABELS)[])
    .filter((outcome) => complaints.byOutcome[outcome] > 0)
    .map((outcome) => `${complaints.byOutcome[outcome]} ${OUTCOME_LABELS[outcome]}`);
  const latestWaiver = profile.clauses.recent.find((clause) => clause.kind === "waiver");
  return (
    <Box asChild>
      <section aria-labelledby="figures-title">
        <Heading as="h2" size="5" mb="3" id="figures-title">
          The last 12 months
        </Heading>
        <Grid columns={{ initial: "1", xs: "2", md: "4" }} gap="3">
          <Figure
            label="371.3 requests received"
            value={figures.received}
            note="Loads carriers submitted naming this broker"
          />
          <Figure
            label={COMPLIANCE_RATING_LABEL}
            value={complianceRatingText(figures.complianceRating)}
            note="Answered within 48 hours ÷ requests whose 48 hours are over (on time, late or missed)"
          />
          <Figure label="Answered within 48 hours" value={figures.onTime} events="on_time" />
          <Figure label="Answered late" value={figures.late} events="late" />
          <Figure
            label="Missed"
            value={figures.missed}
            events="missed"
            note={
              figures.missedRemovedByDispute > 0
                ? `${plural(figures.missedRemovedByDispute, "missed deadline")} removed after an upheld dispute`
                : undefined
            }
          />
          <Figure label="Still within 48 hours" value={figures.pending} events="pending" />
          <Figure
            label="Median time to answer"
            value={figures.medianHoursToAnswer === null ? "—" : `${figures.medianHoursToAnswer} h`}
            note="From the carrier's submission to the broker's first document or record"
            events="on_time"
          />
          <Figure label="Records verified by an administrator" value={figures.verifiedRecords} events="verified" />
          <Figure
            label="Verified broker margin"
            events="verified"
            value={
              margin.published ? (
                `${margin.percent}%`
              ) : (
                <Badge highContrast color="gray">
                  Withheld
                </Badge>
              )
            }
            note={
              margin.published
                ? `In aggregate over ${plural(margin.loads, "verified load")} from ${margin.carriers} carriers`
                : margin.reason
            }
          />
          <Figure
            label="Days to pay (median)"
            value={
              pay.published ? (
                `${pay.medianIsLowerBound ? "≥ " : ""}${pay.medianDays}`
              ) : (
                <Badge highContrast color="gray">
                  Withheld
                </Badge>
              )
            }
            note={
              pay.published
                ? `${Math.round(pay.paidWithin30Share * 100)}% paid within 30 days · ${plural(pay.loads, "invoice")} from ${pay.carriers} carriers`
                : pay.reason
            }
            events="payment"
          />
          <Figure
            label="Waiver clauses found"
            value={profile.clauses.documents.waiver}
            events="waiver"
            note={
              latestWaiver
                ? `Latest: “${latestWaiver.sentence}”`
                : "No rate confirmation of this broker's asked the carrier to waive its 371.3 right"
            }
          />
          <Figure
            label="Set-off, forfeiture and fine clauses"
            value={
              profile.clauses.documents.setoff + profile.clauses.documents.forfeiture + profile.clauses.documents.fine
            }
            note={`${plural(profile.clauses.documents.setoff, "document")} with set-off · ${profile.clauses.documents.forfeiture} with forfeiture of pay · ${profile.clauses.documents.fine} with fines`}
          />
          <Figure
            label="NCCDB complaints filed"
            value={complaints.filed}
            events="complaint"
            note={outcomes.length > 0 ? outcomes.join(", ") : undefined}
          />
          <Figure
            label="Loads failing an identity check"
            value={profile.identity.fails.loads}
            events="identity_fail"
            note={
              profile.identity.fails.removedByDispute > 0
                ? `${plural(profile.identity.fails.removedByDispute, "load")} removed after an upheld dispute`
                : "Loads naming this broker that its FMCSA record, e-mail domain or rate confirmation contradicts"
            }
          />
        </Grid>
      </section>
    </Box>
  );
}
