import { Card, DataList, Heading } from "@radix-ui/themes";
import { DeadlineCountdown } from "../../components/deadlines/deadline-countdown";
import { formatDollars, formatLoadDate } from "../../components/loads/load-display";
import type { LoadRequestView } from "./respond.server";

/** What the request is about: the load, its carrier, and when the documents are due. */
export function RequestSummary({ request, now }: { request: LoadRequestView; now: number }) {
  const carrier = [request.carrierName ?? "—", request.carrierMcNumber ? `(${request.carrierMcNumber})` : ""].join(" ");
  return (
    <Card size="3">
      <Heading as="h2" size="4" mb="3">
        Load {request.loadNumber}
      </Heading>
      <DataList.Root>
        <DataList.Item>
          <DataList.Label>Lane</DataList.Label>
          <DataList.Value>
            {request.pickupCity}, {request.pickupState} → {request.deliveryCity}, {request.deliveryState}
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>Load date</DataList.Label>
          <DataList.Value>{formatLoadDate(request.date)}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>Carrier</DataList.Label>
          <DataList.Value>{carrier}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>Carrier's rate</DataList.Label>
          <DataList.Value>{formatDollars(request.carrierRate)}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>Broker</DataList.Label>
          <DataList.Value>
            {request.brokerName} ({request.brokerEmail})
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>Documents due</DataList.Label>
          <DataList.Value>
            <DeadlineCountdown
              deadline={request.deadlineAt}
              complianceStatus={request.complianceStatus}
              serverNow={now}
            />
          </DataList.Value>
        </DataList.Item>
      </DataList.Root>
    </Card>
  );
}
