import { Card, Flex, Heading, Text } from "@radix-ui/themes";
import { COMPLIANCE_RATING_LABEL, complianceRatingText } from "@truerate/domain/brokers/compliance-rating";
import { lazy, Suspense } from "react";
import { disputePrevention, hoursText, percentOf, percentText } from "../../components/documents/analytics";
import type { BrokerAnalytics } from "../../components/documents/broker-shapes";
import { LoadingSpinner } from "../../components/feedback/loading-spinner";
import type { Result } from "../../lib/result";
import { SectionAlert } from "./section-alert";
import { StatTiles } from "./stat-tiles";

// The chart library is most of the dashboard's weight: it loads when this tab is first opened.
const BrokerAnalyticsCharts = lazy(() =>
  import("./charts/broker-analytics-charts").then((module) => ({ default: module.BrokerAnalyticsCharts })),
);

/** Nothing happened in the weeks shown: no deadline, no document, no load. */
const isQuiet = ({ totals }: BrokerAnalytics) =>
  totals.deadlinesMet +
    totals.deadlinesMissed +
    totals.documentsShared +
    totals.loadsFromPortal +
    totals.loadsFromPartnerApi ===
  0;

/** The 12-month rating the Compliance tab and the public profile show, named as they name it. */
function ComplianceRatingTile({ rating }: { rating: BrokerAnalytics["complianceRating"] }) {
  return (
    <section aria-labelledby="analytics-rating-heading">
      <Heading as="h2" size="3" mb="2" id="analytics-rating-heading">
        Last 12 months
      </Heading>
      <StatTiles stats={[{ label: COMPLIANCE_RATING_LABEL, value: complianceRatingText(rating.percent) }]} />
      <Text as="p" size="1" color="gray" mt="1">
        {rating.onTime} of {rating.decided} requests whose 48 hours are over were answered within 48 hours.
      </Text>
    </section>
  );
}

/**
 * The brokerage's weeks in New York time, from GET /api/broker/analytics: its 12-month 48-hour
 * compliance rating, the weeks' totals (the share of deadlines met and dispute prevention of
 * docs/product.md#load-board-business-constants-and-limits, carrier response), then the charts. With nothing in the
 * weeks it says so instead of empty axes.
 */
export function AnalyticsTab({ analytics }: { analytics: Result<BrokerAnalytics> }) {
  if (!analytics.ok) return <SectionAlert message={analytics.message} />;
  const { weeks, totals, complianceRating } = analytics.data;
  const period = `the last ${weeks.length} weeks (Monday to Sunday, New York time)`;
  if (isQuiet(analytics.data)) {
    return (
      <Flex direction="column" gap="5">
        <ComplianceRatingTile rating={complianceRating} />
        <Card size="3">
          <Flex direction="column" gap="2">
            <Heading as="h2" size="4">
              No requests yet
            </Heading>
            <Text as="p" size="2" color="gray">
              No loads, deadlines or shared documents for your brokerage in {period}. Charts of your compliance rate,
              deadlines and carrier response time appear here once carriers submit loads that name your brokerage.
            </Text>
          </Flex>
        </Card>
      </Flex>
    );
  }
  return (
    <Flex direction="column" gap="5">
      <ComplianceRatingTile rating={complianceRating} />
      <section aria-labelledby="analytics-totals-heading">
        <Heading as="h2" size="3" mb="2" id="analytics-totals-heading">
          Totals for {period}
        </Heading>
        <StatTiles
          stats={[
            { label: "Share of deadlines met", value: percentText(totals.complianceRate) },
            {
              label: "Dispute prevention",
              value: totals.complianceRate === null ? "—" : disputePrevention(totals.complianceRate),
            },
            { label: "Deadlines met / missed", value: `${totals.deadlinesMet} / ${totals.deadlinesMissed}` },
            { label: "Median carrier response", value: hoursText(totals.medianResponseHours) },
            {
              label: "Carrier response rate",
              value: percentText(percentOf(totals.documentsViewed, totals.documentsShared)),
            },
          ]}
        />
      </section>
      <Suspense fallback={<LoadingSpinner label="Loading the analytics charts" showLabel />}>
        <BrokerAnalyticsCharts weeks={weeks} />
      </Suspense>
    </Flex>
  );
}
