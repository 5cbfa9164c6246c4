import { Button, Callout, Flex, Heading, Text } from "@radix-ui/themes";
import { useCallback } from "react";
import { DataTable } from "../../data-table/data-table";
import { LoadingSpinner } from "../../feedback/loading-spinner";
import { formatDollars } from "../../loads/load-display";
import { AcceptTrueRate } from "./accept-true-rate";
import { comparisonColumns } from "./comparison-columns";
import { EvidenceColumns } from "./evidence-columns";
import { readLoadEvidence } from "./evidence-reads";
import { useBrowserRead } from "./use-browser-read";

/**
 * The side-by-side verification of one load's true rate: the load, the record and the readings in
 * columns, every fact compared with its disagreements marked, and the amount to accept.
 */
export function LoadEvidenceView({ loadId, onAccepted }: { loadId: string; onAccepted?: () => void }) {
  const { state, reload } = useBrowserRead(() => readLoadEvidence(loadId), loadId);
  const accepted = useCallback(() => {
    void reload();
    onAccepted?.();
  }, [reload, onAccepted]);
  if (state.kind === "loading") return <LoadingSpinner label="Loading the evidence" />;
  if (state.kind === "error") {
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>{state.message}</Callout.Text>
        <Button size="1" variant="soft" onClick={() => void reload()}>
          Try again
        </Button>
      </Callout.Root>
    );
  }
  const evidence = state.data;
  const disagreements = evidence.comparisons.filter((item) => item.disagrees).length;
  return (
    <Flex direction="column" gap="3">
      <Heading as="h2" size="4">
        Evidence for load {evidence.load.loadNumber}
      </Heading>
      <Text as="p" size="2" role="status">
        {disagreements === 0
          ? "No disagreement between the sources."
          : `${disagreements} fact(s) disagree; marked ✗ below.`}
        {evidence.load.verified && evidence.load.trueRate !== null
          ? ` Verified true rate: ${formatDollars(evidence.load.trueRate)}.`
          : " No verified true rate yet."}
      </Text>
      <EvidenceColumns evidence={evidence} />
      <DataTable
        caption="The evidence compared"
        data={evidence.comparisons}
        columns={comparisonColumns}
        getRowId={(comparison) => comparison.fact}
        paginated={false}
      />
      <AcceptTrueRate evidence={evidence} onAccepted={accepted} />
    </Flex>
  );
}
