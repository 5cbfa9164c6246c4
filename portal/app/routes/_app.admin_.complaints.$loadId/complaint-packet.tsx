import "../../components/admin/admin-console.css";
import { Button, Callout, Card, DataList, Flex, Heading, Link as RadixLink, Text } from "@radix-ui/themes";
import { Link, useSearchParams } from "@remix-run/react";
import type { ComplaintPacket } from "../../components/admin/console/types";
import { IdentityCheckList, IdentityOutcomeBadge } from "../../components/broker-identity/identity-check-list";
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
  // The identity queue opens packets too; the way back leads where the admin came from.
  const [searchParams] = useSearchParams();
  const back =
    searchParams.get("from") === "identity"
      ? { to: "/admin?tab=identity", label: "Back to the broker identity queue" }
      : { to: "/admin?tab=tracker", label: "Back to the 48H Tracker" };
  return (
    <Flex direction="column" gap="4">
      <Flex gap="3" wrap="wrap" className="tr-no-print">
        <RadixLink asChild>
          <Link to={back.to}>{back.label}</Link>
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
              {/* Each field's term holds its Copy button, so the button is named by and sits with its field. */}
              <DataList.Root orientation="vertical" size="2">
                {packet.fields.map((field) => (
                  <DataList.Item key={field.key}>
                    <DataList.Label>
                      <Flex justify="between" align="center" gap="2" width="100%">
                        <Text weight="bold" highContrast>
                          {field.label}
                        </Text>
                        <CopyButton label={field.label} value={field.value} />
                      </Flex>
                    </DataList.Label>
                    <DataList.Value className="tr-packet-value" style={{ overflowWrap: "anywhere" }}>
                      {field.value || "—"}
                    </DataList.Value>
                  </DataList.Item>
                ))}
              </DataList.Root>
            </Flex>
          </Card>
          <Card size="3">
            <Flex gap="2" align="center" mb="3" wrap="wrap">
              <Heading as="h2" size="4">
                Broker identity
              </Heading>
              <IdentityOutcomeBadge outcome={packet.identity.outcome} />
            </Flex>
            <IdentityCheckList checks={packet.identity.checks} label="Broker identity checks of this load" />
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
