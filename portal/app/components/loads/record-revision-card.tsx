import { Callout, Card, Heading, Table, Text } from "@radix-ui/themes";
import { formatNewYorkTime } from "@truerate/domain/new-york-time";
import type { LoadRecord } from "./load-display";

/**
 * A version the broker sent after the true rate was verified: what it changes against the verified
 * version, and that it does not count (the published true rate and the margin stay) until an
 * administrator verifies again. Shown to the carrier, the brokerage and administrators alike.
 */
export function RecordRevisionCard({ revision }: { revision: NonNullable<LoadRecord["revision"]> }) {
  const { version, verifiedVersion } = revision;
  return (
    <Card size="2">
      <Heading as="h2" size="4" mb="2">
        A revision awaits review
      </Heading>
      <Callout.Root color="amber" highContrast mb="3">
        <Callout.Text>
          The broker sent version {version} of the record on {formatNewYorkTime(revision.submittedAt)}, after the true
          rate was verified from version {verifiedVersion}. The published true rate and the margin stay those of version{" "}
          {verifiedVersion} until an administrator reviews the revision and verifies again.
        </Callout.Text>
      </Callout.Root>
      {revision.changes.length === 0 ? (
        <Text color="gray">The revision states the same record; only its submission differs.</Text>
      ) : (
        <Table.Root size="1" aria-label="What the revision changes" className="tr-wrap-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Field</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Verified (version {verifiedVersion})</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Revision (version {version})</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {revision.changes.map((change) => (
              <Table.Row key={change.field}>
                <Table.RowHeaderCell>{change.label}</Table.RowHeaderCell>
                <Table.Cell>{change.before}</Table.Cell>
                <Table.Cell>{change.after}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Card>
  );
}
