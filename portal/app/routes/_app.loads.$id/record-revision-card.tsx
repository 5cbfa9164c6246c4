import { Callout, Card, Heading } from "@radix-ui/themes";
import { formatNewYorkTime } from "@truerate/domain/new-york-time";
import { useMemo } from "react";
import { DataTable } from "../../components/data-table/data-table";
import type { LoadRecord } from "../../components/loads/load-display";
import { revisionChangeColumns } from "./load-record-columns";

/**
 * A version the broker sent after the true rate was verified: what it changes against the verified
 * version, and that it does not count (the published true rate and the margin stay) until an
 * administrator verifies again. Shown to the carrier, the brokerage and administrators alike.
 */
export function RecordRevisionCard({ revision }: { revision: NonNullable<LoadRecord["revision"]> }) {
  const { version, verifiedVersion } = revision;
  const columns = useMemo(() => revisionChangeColumns(verifiedVersion, version), [verifiedVersion, version]);
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
      <DataTable
        caption="What the revision changes"
        data={revision.changes}
        columns={columns}
        getRowId={(change) => change.field}
        paginated={false}
        emptyMessage="The revision states the same record; only its submission differs."
      />
    </Card>
  );
}
