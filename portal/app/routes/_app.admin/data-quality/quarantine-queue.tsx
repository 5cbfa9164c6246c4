import { Flex, Heading, Text } from "@radix-ui/themes";
import { useFetcher } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { TabEmpty, TabError, TabLoading } from "../../../components/admin/console-states";
import { DATA_QUALITY_SCREEN } from "../../../components/admin/data-quality/messages";
import { DataTable } from "../../../components/data-table/data-table";
import type { ToastReply } from "../../../lib/forms/action-reply";
import { useActionToast } from "../../../lib/use-action-toast";
import type { loader } from "../../resources.admin.data-quality/route";
import { CursorPager } from "../cursor-pager";
import { useCursorPages } from "../use-cursor-pages";
import { DECISION_FETCHER_KEY, DecisionDialog } from "./decision-dialog";
import { quarantineColumns } from "./quarantine-columns";
import { type ReportSelection, ReportSelectionProvider } from "./report-selection";

const rowId = (row: { id: string }) => row.id;
const NO_ITEMS: never[] = [];

/**
 * The reports held for review, oldest first, a page at a time, each with Release and Reject; ticked
 * rows are decided together. The last decision's result is read out (and takes the focus, since the
 * row and its buttons may be gone).
 */
export function QuarantineQueue() {
  const { data, loading, pageNumber, next, previous } = useCursorPages<typeof loader>("/resources/admin/data-quality");
  const decision = useFetcher<ToastReply>({ key: DECISION_FETCHER_KEY });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const resultRef = useRef<HTMLParagraphElement>(null);
  useActionToast(decision.data?.toast);

  const items = data?.ok ? data.data.items : NO_ITEMS;
  const pageIds = useMemo(() => items.map(rowId), [items]);
  // Only rows on screen stay ticked: a decided report, or one on another page, drops out.
  useEffect(() => {
    setSelected((current) => new Set(pageIds.filter((id) => current.has(id))));
  }, [pageIds]);
  useEffect(() => {
    if (decision.state === "idle" && decision.data?.ok) resultRef.current?.focus();
  }, [decision.state, decision.data]);
  // Decisions emptied a later page: show the one before rather than an empty page.
  useEffect(() => {
    if (data?.ok && data.data.items.length === 0 && pageNumber > 1) previous();
  }, [data, pageNumber, previous]);

  const selection: ReportSelection = useMemo(
    () => ({
      selected,
      pageIds,
      toggle: (id, checked) =>
        setSelected((current) => {
          const changed = new Set(current);
          if (checked) changed.add(id);
          else changed.delete(id);
          return changed;
        }),
      setAll: (checked) => setSelected(new Set(checked ? pageIds : [])),
    }),
    [selected, pageIds],
  );

  const toast = decision.data?.toast;
  const result = toast ? [toast.title, toast.description].filter(Boolean).join(". ") : "";
  const ticked = [...selected];
  const subject = `${ticked.length} selected report${ticked.length === 1 ? "" : "s"}`;
  return (
    <Flex direction="column" gap="3">
      <Heading as="h2" size="4">
        Held for review
      </Heading>
      <Text as="p" size="2" color="gray">
        Reports screening held at entry count in no published figure until released. Each is shown beside its lane's
        published carrier rate per mile over 90 days.
      </Text>
      <Text as="p" size="2" role="status" aria-live="polite" tabIndex={-1} ref={resultRef}>
        {result}
      </Text>
      {!data ? (
        <TabLoading label="Loading the reports held for review…" />
      ) : !data.ok ? (
        <TabError message={data.message} />
      ) : data.data.items.length === 0 ? (
        <TabEmpty message={DATA_QUALITY_SCREEN.empty} />
      ) : (
        <ReportSelectionProvider value={selection}>
          <Flex gap="3" align="center" wrap="wrap" role="group" aria-label="Decide the selected reports">
            <Text size="2">{`${ticked.length} selected`}</Text>
            <DecisionDialog
              decision="release"
              ids={ticked}
              subject={subject}
              label="Release selected"
              disabled={ticked.length === 0}
            />
            <DecisionDialog
              decision="reject"
              ids={ticked}
              subject={subject}
              label="Reject selected"
              disabled={ticked.length === 0}
            />
          </Flex>
          <DataTable
            caption="Reports held for review"
            data={data.data.items}
            columns={quarantineColumns}
            getRowId={rowId}
            paginated={false}
          />
        </ReportSelectionProvider>
      )}
      {data?.ok && (data.data.items.length > 0 || pageNumber > 1) ? (
        <CursorPager
          label="Pages of held reports"
          summary={`Page ${pageNumber} · ${data.data.total} held for review in all`}
          hasPrevious={pageNumber > 1}
          hasNext={data.data.nextCursor !== null}
          loading={loading}
          onPrevious={previous}
          onNext={() => {
            if (data.data.nextCursor) next(data.data.nextCursor);
          }}
        />
      ) : null}
    </Flex>
  );
}
