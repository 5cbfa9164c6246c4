import "../../components/admin/admin-console.css";
import { Box, Button, Callout, Card, Flex, Heading, Link as RadixLink, Text } from "@radix-ui/themes";
import { Link } from "@remix-run/react";
import type { ComplaintPacket } from "../../components/admin/console/types";
import { BrokerLink } from "../../components/broker-profile/broker-link";
import { DataTable } from "../../components/data-table/data-table";
import { complaintAttachmentColumns } from "./complaint-attachment-columns";
import { CopyButton } from "./copy-button";
import { RecordComplaintForm } from "./record-complaint-form";

const NCCDB_URL = "https://nccdb.fmcsa.dot.gov/";

/**
 * The packet: each NCCDB field with a Copy button, the attachments with their SHA-256 (so FMCSA
 * can check the files it receives are the ones TrueRate holds), Print, and the Complaint ID form.
 */
export function ComplaintPacketView({ packet, message }: { packet: ComplaintPacket | null; message: string | null }) {
  return (
    <Flex direction="column" gap="4">
      <Flex gap="3" wrap="wrap" className="tr-no-print">
        <RadixLink asChild>
          <Link to="/admin?tab=tracker">Back to the 48H Tracker</Link>
        </RadixLink>
      </Flex>
      {!packet ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{message}</Callout.Text>
        </Callout.Root>
      ) : (
        <>
          <Card size="3">
            <Flex direction="column" gap="3">
              <Flex justify="between" align="center" gap="3" wrap="wrap">
                <Flex direction="column" gap="1">
                  <Heading as="h2" size="5">
                    Load {packet.loadNumber}
                  </Heading>
                  <Text size="2">
                    Broker: <BrokerLink name={packet.brokerName} profileKey={packet.brokerProfileKey} />
                  </Text>
                </Flex>
                <Flex gap="2" className="tr-no-print">
                  <Button variant="soft" onClick={() => window.print()}>
                    Print
                  </Button>
                  <Button asChild variant="soft">
                    <a href={NCCDB_URL} target="_blank" rel="noreferrer">
                      Open NCCDB
                    </a>
                  </Button>
                </Flex>
              </Flex>
              {/* A definition list holds only dt/dd pairs, each pair in one div (the copy button sits in the term). */}
              <dl style={{ margin: 0 }}>
                {packet.fields.map((field) => (
                  <Box key={field.key} py="2" style={{ borderTop: "1px solid var(--gray-a4)" }}>
                    <Flex asChild justify="between" align="center" gap="2">
                      <dt>
                        <Text size="2" weight="bold">
                          {field.label}
                        </Text>
                        <CopyButton label={field.label} value={field.value} />
                      </dt>
                    </Flex>
                    <Text asChild size="2" className="tr-packet-value">
                      <dd style={{ margin: "var(--space-1) 0 0", overflowWrap: "anywhere" }}>{field.value || "—"}</dd>
                    </Text>
                  </Box>
                ))}
              </dl>
            </Flex>
          </Card>
          <Card size="3">
            <Heading as="h2" size="4" mb="3">
              Attachments
            </Heading>
            <DataTable
              caption="Attachments"
              data={packet.attachments}
              columns={complaintAttachmentColumns}
              getRowId={(attachment) => attachment.id}
              paginated={false}
              emptyMessage="No document was sent for this load."
            />
          </Card>
          <RecordComplaintForm complaint={packet.complaint} />
        </>
      )}
    </Flex>
  );
}
