import { Flex, Heading, Text } from "@radix-ui/themes";
import type { loader } from "../../resources.admin.identity-flags/route";
import { CursorTable } from "../cursor-table";
import { useCursorPages } from "../use-cursor-pages";
import { identityFlagColumns } from "./identity-flag-columns";

const rowId = (row: { loadId: string }) => row.loadId;

/** Loads whose broker identity check fails, newest first, each with its evidence and the way to its complaint packet. */
export function IdentityFlagsTab() {
  const pages = useCursorPages<typeof loader>("/resources/admin/identity-flags");
  return (
    <Flex direction="column" gap="3">
      <Heading as="h2" size="4">
        Broker identity
      </Heading>
      <Text as="p" size="2" color="gray">
        Loads whose broker is not who the load says, by the evidence: an FMCSA authority revoked, missing or under 30
        days old, an e-mail domain made to look like a brokerage's own, a rate confirmation made out to another carrier
        or broker. Each check quotes what it used and where it came from. Open a load's complaint packet to file it with
        FMCSA. Each page checks up to 1,000 loads, so a page may be short while more follow.
      </Text>
      <CursorTable
        pages={pages}
        columns={identityFlagColumns}
        getRowId={rowId}
        caption="Loads whose broker identity fails"
        noun="loads"
        loadingLabel="Loading the loads whose broker identity fails…"
        emptyMessage={
          pages.pageNumber > 1
            ? "No more load on this page fails its broker identity check; go on with Next."
            : "No load fails its broker identity check."
        }
      />
    </Flex>
  );
}
