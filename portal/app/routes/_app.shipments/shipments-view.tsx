import { Button, Callout, Card, Flex, Text } from "@radix-ui/themes";
import { Link, useFetcher } from "@remix-run/react";
import { useState } from "react";
import { DataTable } from "../../components/data-table/data-table";
import { splitMessage } from "../../components/loads/upload-reply";
import type { ToastReply } from "../../lib/forms/action-reply";
import type { Result } from "../../lib/result";
import { useActionToast } from "../../lib/use-action-toast";
import { DeleteLoadContext } from "./delete-load-context";
import { DeleteLoadDialog } from "./delete-load-dialog";
import { SHIPMENTS_DEFAULT_SORT, shipmentColumns } from "./shipment-columns";
import type { Shipment } from "./shipments";

const rowId = (row: { id: string }) => row.id;

/** The carrier's loads, or the reason they could not be read (docs/product.md#load-board-error-catalogue). */
export function ShipmentsView({ result }: { result: Result<Shipment[]> }) {
  // One fetcher for the page: its toast survives the deleted row leaving the table.
  const fetcher = useFetcher<ToastReply>({ key: "delete-load" });
  const [pending, setPending] = useState<Shipment | null>(null);
  useActionToast(fetcher.data?.toast);

  if (!result.ok) {
    const { title, description } = splitMessage(result.message);
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text weight="bold">{title}</Callout.Text>
        {description ? <Callout.Text>{description}</Callout.Text> : null}
      </Callout.Root>
    );
  }
  if (result.data.length === 0) {
    return (
      <Card size="3">
        <Flex direction="column" align="start" gap="3">
          <Text as="p">You have not uploaded any loads yet.</Text>
          <Button asChild variant="soft">
            <Link to="/upload-load">Upload Load</Link>
          </Button>
        </Flex>
      </Card>
    );
  }
  return (
    <DeleteLoadContext.Provider value={setPending}>
      <DataTable
        caption="Your submitted loads"
        data={result.data}
        columns={shipmentColumns}
        initialSorting={SHIPMENTS_DEFAULT_SORT}
        getRowId={rowId}
      />
      <DeleteLoadDialog
        shipment={pending}
        onCancel={() => setPending(null)}
        onConfirm={(shipment) => {
          setPending(null);
          fetcher.submit({ intent: "delete", loadId: shipment.id }, { method: "post" });
        }}
      />
    </DeleteLoadContext.Provider>
  );
}
