import { Flex, Grid, Heading } from "@radix-ui/themes";
import { COMPLIANCE_RATING_LABEL } from "@truerate/domain/brokers/compliance-rating";
import { lazy, Suspense } from "react";
import type { ComplianceDashboard } from "../../components/documents/broker-shapes";
import { LoadingSpinner } from "../../components/feedback/loading-spinner";
import type { Result } from "../../lib/result";
import { ComplaintsCard } from "./complaints-card";
import { PublicScoreCard } from "./public-score-card";
import { RatingCard } from "./rating-card";
import { SectionAlert } from "./section-alert";
import { StatTiles } from "./stat-tiles";
import { UpcomingDeadlines } from "./upcoming-deadlines";

// The chart library is most of the dashboard's weight: it loads when this tab is first opened.
const ChartBarComplianceRatings = lazy(() =>
  import("./charts/chart-bar-compliance-ratings").then((module) => ({ default: module.ChartBarComplianceRatings })),
);

/** The broker compliance stats of docs/product.md#load-board-entities-and-fields: ratings with their bands, counts, and what is due next. */
export function ComplianceTab({ compliance, now }: { compliance: Result<ComplianceDashboard>; now: number }) {
  if (!compliance.ok) return <SectionAlert message={compliance.message} />;
  const { complianceStats: stats, upcomingDeadlines, publicProfile } = compliance.data;
  // Only a rating is charted: "no requests yet" is not a bar at 0% or 100%.
  const ratings = [
    { name: "You", rating: stats.individualComplianceRating },
    { name: "Company", rating: stats.companyWideComplianceRating },
  ].filter((entry): entry is { name: string; rating: number } => entry.rating !== null);
  return (
    <Flex direction="column" gap="5">
      <PublicScoreCard profileKey={publicProfile.key} score={publicProfile.score} />
      <Grid columns={{ initial: "1", md: "3" }} gap="4" align="center">
        <RatingCard
          title={`Your own ${COMPLIANCE_RATING_LABEL}`}
          rating={stats.individualComplianceRating}
          compliant={stats.individualCompliantRequests}
          total={stats.individualTotalRequests}
        />
        <RatingCard
          title={COMPLIANCE_RATING_LABEL}
          rating={stats.companyWideComplianceRating}
          compliant={stats.companyCompliantRequests}
          total={stats.companyTotalRequests}
        />
        {ratings.length > 0 ? (
          <Suspense fallback={<LoadingSpinner label="Loading the ratings chart" />}>
            <ChartBarComplianceRatings ratings={ratings} />
          </Suspense>
        ) : null}
      </Grid>
      <section aria-labelledby="compliance-counts-heading">
        <Heading as="h2" size="3" mb="2" id="compliance-counts-heading">
          Shared documents
        </Heading>
        <StatTiles
          stats={[
            { label: "Total shared", value: stats.totalShared },
            { label: "Within compliance", value: stats.withinCompliance },
            { label: "Near deadline (under 12 h)", value: stats.nearDeadline },
            { label: "Overdue", value: stats.overdue },
            { label: "Viewed by carriers", value: stats.viewedByCarriers },
          ]}
        />
      </section>
      <UpcomingDeadlines deadlines={upcomingDeadlines} now={now} />
      <ComplaintsCard />
    </Flex>
  );
}
