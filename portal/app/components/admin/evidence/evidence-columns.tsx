import { Badge, Card, DataList, Flex, Grid, Heading, Text } from "@radix-ui/themes";
import { CLAUSE_KIND_LABELS, UNREADABLE_WORDS } from "../../documents/reading/reading-words";
import { formatDollars } from "../../loads/load-display";
import type { LoadEvidence } from "./evidence-reads";

type Row = [label: string, value: string, quote?: string];

function Column({ title, rows, children }: { title: string; rows: Row[]; children?: React.ReactNode }) {
  return (
    <Card size="1" asChild>
      <section aria-label={title}>
        <Heading as="h3" size="2" mb="2">
          {title}
        </Heading>
        <DataList.Root size="1" orientation="vertical">
          {rows.map(([label, value, quote]) => (
            <DataList.Item key={label}>
              <DataList.Label>{label}</DataList.Label>
              <DataList.Value>
                <Flex direction="column">
                  <Text>{value}</Text>
                  {quote ? (
                    <Text size="1" color="gray">
                      “{quote}”
                    </Text>
                  ) : null}
                </Flex>
              </DataList.Value>
            </DataList.Item>
          ))}
        </DataList.Root>
        {children}
      </section>
    </Card>
  );
}

const money = (value: number | null | undefined) =>
  value === null || value === undefined ? "—" : formatDollars(value);

/** The load as entered, the newest record version and each document's reading, one column each. */
export function EvidenceColumns({ evidence }: { evidence: LoadEvidence }) {
  const { load, record, documents } = evidence;
  return (
    <Grid columns={{ initial: "1", sm: "2", lg: String(Math.min(2 + documents.length, 4)) }} gap="3">
      <Column
        title="Load as entered"
        rows={[
          ["Load number", load.loadNumber],
          ["Broker", load.brokerName],
          ["Carrier pay", formatDollars(load.carrierPay)],
          ["Date", load.date],
          ["Lane", `${load.pickup} → ${load.delivery}`],
        ]}
      />
      {record ? (
        <Column
          title={`371.3 record, version ${record.version}`}
          rows={[
            ["Compensation (shipper paid)", money(record.compensation)],
            ["Freight charges collected", money(record.freightChargesCollected)],
            ["Carrier paid", money(record.carrierPaid)],
            ["Payer", record.payer],
          ]}
        />
      ) : (
        <Column title="371.3 record" rows={[["Record", "None received yet"]]} />
      )}
      {documents.map((document) => (
        <Column
          key={document.documentId}
          title={`${document.kind === "invoice" ? "Invoice" : "Rate confirmation"}: ${document.fileName}`}
          rows={
            document.status !== "read"
              ? [["Reading", readingStatusWords(document)]]
              : [
                  [
                    "Load number",
                    document.fields?.loadNumber?.value ?? "Not stated",
                    document.fields?.loadNumber?.quote,
                  ],
                  ["Broker", document.fields?.brokerName?.value ?? "Not stated", document.fields?.brokerName?.quote],
                  ["Total", money(document.fields?.total?.value), document.fields?.total?.quote],
                ]
          }
        >
          {document.clauses.length > 0 ? (
            <Flex direction="column" gap="1" mt="2">
              {document.clauses.map((clause) => (
                <Badge key={`${clause.patternId}-${clause.page}`} color="red" variant="soft" highContrast>
                  <span aria-hidden="true">⚠</span> {CLAUSE_KIND_LABELS[clause.kind]} (page {clause.page})
                </Badge>
              ))}
            </Flex>
          ) : null}
        </Column>
      ))}
    </Grid>
  );
}

function readingStatusWords(document: LoadEvidence["documents"][number]): string {
  if (document.status === "pending") return "Being read…";
  if (document.status === "failed") return "Reading failed; being retried";
  return `Unreadable. ${document.reason ? UNREADABLE_WORDS[document.reason] : ""}`.trim();
}
