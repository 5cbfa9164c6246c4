import { Flex, Text } from "@radix-ui/themes";
import { disputePrevention, percentOf } from "../../lib/documents/analytics";
import type { BrokerDashboardData } from "../../lib/documents/broker-shapes";
import { StatTiles } from "./stat-tiles";

const percent = (value: number | null) => (value === null ? "—" : `${value}%`);

/**
 * A summary from what the dashboard already read (the load-board spec's business constants and limits): compliance rate (compliant loads ÷
 * matched loads), dispute prevention (High ≥ 90, Medium ≥ 70, else Low) and carrier response rate
 * (viewed ÷ shared).
 */
export function AnalyticsTab({ data }: { data: BrokerDashboardData }) {
  const loads = data.loads.ok ? data.loads.data : [];
  const documents = data.sharedDocuments.ok ? data.sharedDocuments.data : [];
  const complianceRate = percentOf(loads.filter((load) => load.complianceStatus === "compliant").length, loads.length);
  const responseRate = percentOf(documents.filter((document) => document.carrierViewedAt).length, documents.length);
  const count = (status: "approved" | "declined" | "pending") =>
    documents.filter((document) => document.carrierApprovalStatus === status).length;
  return (
    <Flex direction="column" gap="3">
      {!data.loads.ok || !data.sharedDocuments.ok ? (
        <Text as="p" size="2" color="gray">
          Some figures are missing because part of the dashboard could not be loaded.
        </Text>
      ) : null}
      <StatTiles
        stats={[
          { label: "Matched loads", value: loads.length },
          { label: "Broker compliance rate", value: percent(complianceRate) },
          { label: "Dispute prevention", value: complianceRate === null ? "—" : disputePrevention(complianceRate) },
          { label: "Carrier response rate", value: percent(responseRate) },
          {
            label: "Approved / declined / awaiting",
            value: `${count("approved")} / ${count("declined")} / ${count("pending")}`,
          },
        ]}
      />
    </Flex>
  );
}
