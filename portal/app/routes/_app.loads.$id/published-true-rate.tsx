import { Text } from "@radix-ui/themes";
import type { LoadRecord } from "../../components/loads/load-display";
import { formatTrueRate } from "../../components/loads/load-display";
import { trueRateVerificationLabel } from "../../components/loads/true-rate-verification";

/** The published true rate and how it was verified, in the words of the search results' True Rate cell. */
export function PublishedTrueRate({ load }: { load: Pick<LoadRecord["load"], "trueRate" | "trueRateVerification"> }) {
  if (load.trueRate === null) return <>{formatTrueRate(null)}</>;
  return (
    <span>
      <Text as="span" weight="medium">
        {formatTrueRate(load.trueRate)}
      </Text>{" "}
      <Text as="span" size="1" color="gray">
        · {trueRateVerificationLabel(load.trueRateVerification)}
      </Text>
    </span>
  );
}
