import { Card, Text } from "@radix-ui/themes";
import { useMemo, useState } from "react";
import { TabLoading } from "../../components/admin/console-states";
import { useTabFetcher } from "../../components/admin/use-tab-fetcher";
import { DataTable } from "../../components/data-table/data-table";
import type { BrokerageLoad } from "../../components/documents/broker-shapes";
import type { Result } from "../../lib/result";
import { BROKER_LOADS_DEFAULT_SORT, brokerLoadColumns } from "./broker-load-columns";
import { BrokerLoadsContext } from "./broker-loads-context";
import { CappedListNote } from "./capped-list-note";
import { SectionAlert } from "./section-alert";
import { SendDocumentsDialog } from "./send-documents-dialog";
import { useReturnFocus } from "./use-return-focus";

const rowId = (row: { id: string }) => row.id;

/**
 * The Loads tab as the dashboard mounts it: its list is read when the tab opens (and again after the
 * page's actions), so the dashboard's first load does not carry up to 500 loads nobody looked at yet.
 */
export function BrokerLoadsTabLoader({ now, total }: { now: number; total?: number | undefined }) {
  const { data } = useTabFetcher<Result<BrokerageLoad[]>>("/resources/brokerage/loads");
  if (!data) return <TabLoading label="Loading matched loads..." />;
  return <BrokerLoadsTab loads={data} now={now} total={total} />;
}

/** Loads carriers submitted naming this brokerage, each with its send action. */
export function BrokerLoadsTab({
  loads,
  now,
  total,
}: {
  loads: Result<BrokerageLoad[]>;
  now: number;
  total?: number | undefined;
}) {
  const [sending, setSending] = useState<BrokerageLoad | null>(null);
  const focus = useReturnFocus();
  const { remember } = focus;
  const context = useMemo(
    () => ({
      now,
      requestSend: (load: BrokerageLoad) => {
        remember();
        setSending(load);
      },
    }),
    [now, remember],
  );
  if (!loads.ok) return <SectionAlert message={loads.message} />;
  if (loads.data.length === 0) {
    return (
      <Card size="3">
        <Text as="p" color="gray">
          No loads are matched to your brokerage yet. They appear when a carrier names your brokerage on a load.
        </Text>
      </Card>
    );
  }
  return (
    <BrokerLoadsContext.Provider value={context}>
      <CappedListNote shown={loads.data.length} total={total} what="matched loads" />
      <DataTable
        phoneLayout="cards"
        caption="Loads matched to your brokerage"
        data={loads.data}
        columns={brokerLoadColumns}
        initialSorting={BROKER_LOADS_DEFAULT_SORT}
        getRowId={rowId}
      />
      <SendDocumentsDialog load={sending} onClose={() => setSending(null)} onCloseAutoFocus={focus.onCloseAutoFocus} />
    </BrokerLoadsContext.Provider>
  );
}
