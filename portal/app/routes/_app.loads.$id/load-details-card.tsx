import { Card, DataList, Heading } from "@radix-ui/themes";
import { formatNewYorkTime } from "@truerate/domain/new-york-time";
import type { ReactNode } from "react";
import { BrokerLink } from "../../components/broker-profile/broker-link";
import type { LoadRecord } from "../../components/loads/load-display";
import {
  formatDollars,
  formatDollarsPerMile,
  formatLoadDate,
  formatMiles,
  formatRoute,
  formatWeight,
  trailerTypeLabel,
} from "../../components/loads/load-display";

/**
 * The load as its carrier entered it (the upload form's fields), its broker with a link to the
 * broker's profile. Its true rate is beside it, with the margin (load-record-view.tsx).
 */
export function LoadDetailsCard({ load }: { load: LoadRecord["load"] }) {
  const rows: [string, ReactNode][] = [
    ["Load number", load.loadNumber],
    ["Date", formatLoadDate(load.date)],
    ["Route", formatRoute(load)],
    ["Trailer type", trailerTypeLabel(load.trailerType)],
    ["Weight", formatWeight(load.weight)],
    ["Mileage", formatMiles(load.mileage)],
    ["Rate", `${formatDollars(load.rate)} (${formatDollarsPerMile(load.rate, load.mileage)} a mile)`],
    [
      "Broker",
      <span key="broker">
        <BrokerLink name={load.brokerName} profileKey={load.brokerProfileKey} />
        {load.brokerMcNumber ? ` · ${load.brokerMcNumber}` : ""} · {load.brokerEmail}
      </span>,
    ],
    ["Uploaded", formatNewYorkTime(load.uploadedAt)],
  ];
  return (
    <Card size="2">
      <Heading as="h2" size="4" mb="3">
        The load
      </Heading>
      <DataList.Root>
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.Label>{label}</DataList.Label>
            <DataList.Value>{value}</DataList.Value>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Card>
  );
}
