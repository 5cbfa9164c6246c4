import { DataList } from "@radix-ui/themes";
import type { CarrierSharedDocument } from "../../../lib/documents/carrier-shared";
import { formatDollars, formatLoadDate, formatMiles, formatWeight } from "../../../lib/loads/load-display";
import { TRAILER_TYPE_LABELS } from "../../../lib/trailer-types";

const place = (city: string | null, state: string | null) => [city, state].filter(Boolean).join(", ") || "—";

function trailerLabel(type: string | null): string {
  if (!type) return "—";
  return (TRAILER_TYPE_LABELS as Record<string, string>)[type] ?? type;
}

/** The load a shared document belongs to (spec 001 §3, the carrier view's load fields). */
export function LoadSummary({ document }: { document: CarrierSharedDocument }) {
  const rows: [string, string][] = [
    ["Load number", document.loadNumber ?? "—"],
    ["Broker", document.loadBrokerName ?? "—"],
    [
      "Route",
      `${place(document.loadPickupCity, document.loadPickupState)} → ${place(document.loadDeliveryCity, document.loadDeliveryState)}`,
    ],
    ["Load date", document.loadDate ? formatLoadDate(document.loadDate) : "—"],
    ["Trailer", trailerLabel(document.loadTrailerType)],
    ["Rate", document.loadRate === null ? "—" : formatDollars(document.loadRate)],
    ["Weight", document.loadWeight === null ? "—" : formatWeight(document.loadWeight)],
    ["Distance", document.loadMileage === null ? "—" : formatMiles(document.loadMileage)],
  ];
  return (
    <DataList.Root size="2" orientation={{ initial: "vertical", sm: "horizontal" }}>
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.Label minWidth="110px">{label}</DataList.Label>
          <DataList.Value>{value}</DataList.Value>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
