import { Grid, Text } from "@radix-ui/themes";
import { formatDollars, formatLoadDate, formatMiles, formatWeight } from "../../../components/loads/load-display";
import { TRAILER_TYPE_LABELS } from "../../../lib/trailer-types";
import type { CarrierSharedDocument } from "../carrier-shared";

const place = (city: string | null, state: string | null) => [city, state].filter(Boolean).join(", ") || "—";

function trailerLabel(type: string | null): string {
  if (!type) return "—";
  return (TRAILER_TYPE_LABELS as Record<string, string>)[type] ?? type;
}

/** The load a shared document belongs to (docs/product.md#load-board-entities-and-fields, the carrier view's load fields). */
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
  // A description list laid out as a grid: label above value, four across on wide screens.
  return (
    <Grid columns={{ initial: "2", md: "4" }} gapX="4" gapY="3" asChild>
      <dl style={{ margin: 0 }}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text as="div" size="1" color="gray" asChild>
              <dt>{label}</dt>
            </Text>
            <Text as="div" size="2" asChild>
              <dd style={{ margin: 0 }}>{value}</dd>
            </Text>
          </div>
        ))}
      </dl>
    </Grid>
  );
}
