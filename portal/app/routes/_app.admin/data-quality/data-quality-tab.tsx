import { Flex, Separator } from "@radix-ui/themes";
import { QuarantineQueue } from "./quarantine-queue";
import { SourceQuality } from "./source-quality";

/** Data quality: the reports held for review, then how each source's reports fare. */
export function DataQualityTab() {
  return (
    <Flex direction="column" gap="5">
      <QuarantineQueue />
      <Separator size="4" />
      <SourceQuality />
    </Flex>
  );
}
