import { Badge, Card, DataList, Flex, Grid, Heading, Text } from "@radix-ui/themes";
import { formatNewYorkTime } from "@truerate/domain/new-york-time";
import { DataTable } from "../../components/data-table/data-table";
import { DeadlineCountdown } from "../../components/deadlines/deadline-countdown";
import type { LoadRecord } from "../../components/loads/load-display";
import { formatDollars, formatLoadDate } from "../../components/loads/load-display";
import { LoadDetailsCard } from "./load-details-card";
import { sentDocumentColumns } from "./load-record-columns";
import { PublishedTrueRate } from "./published-true-rate";
import { RecordRevisionCard } from "./record-revision-card";
import { requestStateLabel } from "./request-state";

function RequestCard({ record, now }: { record: LoadRecord; now: number }) {
  const { request, load } = record;
  return (
    <Card size="2">
      <Heading as="h2" size="4" mb="3">
        Records request (49 CFR 371.3)
      </Heading>
      <DataList.Root>
        <DataList.Item>
          <DataList.Label>Request</DataList.Label>
          <DataList.Value>
            {request ? (
              <Badge color={request.status === "answered" ? "green" : "blue"} style={{ whiteSpace: "normal" }}>
                {requestStateLabel(request, load.brokerEmail)}
              </Badge>
            ) : (
              requestStateLabel(request, load.brokerEmail)
            )}
          </DataList.Value>
        </DataList.Item>
        {request ? (
          <DataList.Item>
            <DataList.Label>Queued</DataList.Label>
            <DataList.Value>{formatNewYorkTime(request.queuedAt)}</DataList.Value>
          </DataList.Item>
        ) : null}
        {request?.deliveredAt ? (
          <DataList.Item>
            <DataList.Label>Delivered</DataList.Label>
            <DataList.Value>{formatNewYorkTime(request.deliveredAt)}</DataList.Value>
          </DataList.Item>
        ) : null}
        {request?.answeredAt ? (
          <DataList.Item>
            <DataList.Label>Answered</DataList.Label>
            <DataList.Value>{formatNewYorkTime(request.answeredAt)}</DataList.Value>
          </DataList.Item>
        ) : null}
        <DataList.Item>
          <DataList.Label>Documents due</DataList.Label>
          <DataList.Value>
            <DeadlineCountdown deadline={load.deadlineAt} complianceStatus={load.complianceStatus} serverNow={now} />
          </DataList.Value>
        </DataList.Item>
      </DataList.Root>
    </Card>
  );
}

/** Where the margin's "shipper paid" comes from, in words (the API's `margin.basis`). */
function shipperPaidLabel(record: LoadRecord, basis: "record" | "verified"): string {
  if (basis === "verified") return "Shipper paid (the verified true rate; no record yet)";
  return record.revision
    ? `Shipper paid (per version ${record.revision.verifiedVersion}, as verified)`
    : "Shipper paid (per the record)";
}

function MarginCard({ record }: { record: LoadRecord }) {
  const { margin, load } = record;
  return (
    <Card size="2">
      <Heading as="h2" size="4" mb="3">
        True rate and margin
      </Heading>
      <DataList.Root>
        {/* The one published true rate, worded as search results word it. */}
        <DataList.Item>
          <DataList.Label>Published true rate</DataList.Label>
          <DataList.Value>
            <PublishedTrueRate load={load} />
          </DataList.Value>
        </DataList.Item>
        {margin ? (
          <>
            <DataList.Item>
              <DataList.Label>{shipperPaidLabel(record, margin.basis)}</DataList.Label>
              <DataList.Value>{formatDollars(margin.trueRate)}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Carrier's rate</DataList.Label>
              <DataList.Value>{formatDollars(margin.carrierRate)}</DataList.Value>
            </DataList.Item>
            <DataList.Item>
              <DataList.Label>Broker's margin</DataList.Label>
              <DataList.Value>
                {formatDollars(margin.amount)} ({margin.percent}%)
              </DataList.Value>
            </DataList.Item>
          </>
        ) : null}
      </DataList.Root>
      {margin ? null : (
        <Text as="p" color="gray" mt="3">
          No margin yet: it shows once the broker sends the record or an administrator verifies the true rate.
        </Text>
      )}
    </Card>
  );
}

function RecordCard({ record }: { record: LoadRecord }) {
  const current = record.record;
  if (!current) {
    return (
      <Card size="2">
        <Heading as="h2" size="4" mb="2">
          The broker's record
        </Heading>
        <Text color="gray">The broker has not sent the record yet.</Text>
      </Card>
    );
  }
  const rows: [string, string][] = [
    ["Consignor", current.consignor],
    ["Originating carrier", current.originatingCarrier],
    ["Bill of lading / freight bill", current.billOfLadingNumber],
    ["Compensation received", formatDollars(current.compensation)],
    ["Paid by", current.payer],
    ["Freight charges collected", formatDollars(current.freightChargesCollected)],
    ["Paid to the carrier", current.carrierPaid === null ? "—" : formatDollars(current.carrierPaid)],
    ["Date paid to the carrier", current.carrierPaidOn ? formatLoadDate(current.carrierPaidOn) : "—"],
    ["Date the shipper paid", current.shipperPaidOn ? formatLoadDate(current.shipperPaidOn) : "—"],
    ["Non-brokerage services", current.nonBrokerageServices ?? "—"],
    ["Claims", current.claims ?? "—"],
  ];
  return (
    <Card size="2">
      <Heading as="h2" size="4" mb="1">
        The broker's record
      </Heading>
      <Text as="p" size="2" color="gray" mb="3">
        Version {current.version} of {record.versions.length}, from {current.submittedByEmail} on{" "}
        {formatNewYorkTime(current.submittedAt)}.
      </Text>
      <DataList.Root>
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.Label>{label}</DataList.Label>
            <DataList.Value>{value}</DataList.Value>
          </DataList.Item>
        ))}
        <DataList.Item>
          <DataList.Label>Itemized charges</DataList.Label>
          <DataList.Value>
            {current.itemizedCharges.length
              ? current.itemizedCharges
                  .map((charge) => `${charge.description}: ${formatDollars(charge.amount)}`)
                  .join("; ")
              : "—"}
          </DataList.Value>
        </DataList.Item>
      </DataList.Root>
    </Card>
  );
}

function DocumentsCard({ record }: { record: LoadRecord }) {
  return (
    <Card size="2" asChild>
      <section aria-labelledby="sent-documents-title">
        <Heading as="h2" size="4" mb="3" id="sent-documents-title">
          Documents sent to the carrier
        </Heading>
        <DataTable
          caption="Documents sent to the carrier"
          data={record.documents}
          columns={sentDocumentColumns}
          getRowId={(document) => document.id}
          paginated={false}
          emptyMessage="No documents yet."
        />
      </section>
    </Card>
  );
}

/** The page's head: the load as entered beside its request, its deadline, and its true rate with the margin. */
export function LoadSummary({ record, now }: { record: LoadRecord; now: number }) {
  return (
    <Grid columns={{ initial: "1", md: "2" }} gap="4">
      <LoadDetailsCard load={record.load} />
      <Flex direction="column" gap="4">
        <RequestCard record={record} now={now} />
        <MarginCard record={record} />
      </Flex>
    </Grid>
  );
}

/** The rest of the load's 371.3 loop: a revision awaiting review, the broker's record and its documents. */
export function LoadRecordView({ record }: { record: LoadRecord }) {
  return (
    <Flex direction="column" gap="4">
      {record.revision ? <RecordRevisionCard revision={record.revision} /> : null}
      <RecordCard record={record} />
      <DocumentsCard record={record} />
    </Flex>
  );
}
