import { Button, Flex, Text } from "@radix-ui/themes";
import { useFetcher } from "@remix-run/react";
import { type FormEvent, useEffect, useId, useMemo, useState } from "react";
import { CONSOLE_MESSAGES } from "../../components/admin/console/messages";
import { TabEmpty, TabError, TabLoading } from "../../components/admin/console-states";
import { DataTable } from "../../components/data-table/data-table";
import { useToast } from "../../components/feedback/toaster";
import { TextInput } from "../../components/forms/controls";
import { ADMIN_CONSOLE_MESSAGES, BROKERAGE_SEARCH_MIN_LENGTH } from "../../lib/domain";
import type { loader } from "../resources.admin.brokerages/route";
import { brokerageColumns } from "./brokerage-columns";
import { BrokerageDetailsCard } from "./brokerage-details-card";

const ROUTE = "/resources/admin/brokerages";
const rowId = (row: { id: string }) => row.id;

/**
 * Brokerage Search: registered brokerages, the FMCSA registry and the brokers loads name, with
 * their compliance figures; Details opens one brokerage below the results.
 */
export function BrokerageSearchTab() {
  const search = useFetcher<typeof loader>();
  const details = useFetcher<typeof loader>();
  const { toast } = useToast();
  const [query, setQuery] = useState("");
  const [tooShort, setTooShort] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const columns = useMemo(
    () => brokerageColumns((mc) => details.load(`${ROUTE}?mc=${encodeURIComponent(mc)}`)),
    [details.load],
  );

  const results = search.data?.kind === "search" ? search.data.results : null;
  const opened = details.data?.kind === "details" ? details.data.details : null;
  useEffect(() => {
    if (results && !results.ok) toast({ title: results.message, variant: "destructive" });
    else if (results?.ok && results.data.length === 0) toast({ title: CONSOLE_MESSAGES.noResults, variant: "info" });
  }, [results, toast]);
  useEffect(() => {
    if (opened && !opened.ok) toast({ title: opened.message, variant: "destructive" });
  }, [opened, toast]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = query.trim();
    if (text.length < BROKERAGE_SEARCH_MIN_LENGTH) {
      setTooShort(true);
      toast({ title: ADMIN_CONSOLE_MESSAGES.searchTooShort, variant: "destructive" });
      return;
    }
    setTooShort(false);
    search.load(`${ROUTE}?query=${encodeURIComponent(text)}`);
  }

  return (
    <Flex direction="column" gap="4">
      <form onSubmit={onSubmit} aria-label="Brokerage search">
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor={inputId} size="2" weight="medium">
            Brokerage name, MC or USDOT number
          </Text>
          <Flex gap="2" wrap="wrap">
            <TextInput
              id={inputId}
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              placeholder="e.g. Demo Freight or MC1234567"
              aria-invalid={tooShort || undefined}
              aria-describedby={tooShort ? errorId : undefined}
              style={{ minWidth: 0, flex: "1 1 240px" }}
            />
            <Button type="submit" loading={search.state === "loading"}>
              Search
            </Button>
          </Flex>
          {tooShort ? (
            <Text id={errorId} size="1" color="red" role="alert">
              {ADMIN_CONSOLE_MESSAGES.searchTooShort}
            </Text>
          ) : null}
        </Flex>
      </form>

      {search.state === "loading" && !results ? <TabLoading label="Searching…" /> : null}
      {results && !results.ok ? <TabError message={results.message} /> : null}
      {results?.ok && results.data.length === 0 ? <TabEmpty message={CONSOLE_MESSAGES.noResults} /> : null}
      {results?.ok && results.data.length > 0 ? (
        <DataTable phoneLayout="cards" caption="Brokerages" data={results.data} columns={columns} getRowId={rowId} />
      ) : null}

      {details.state === "loading" ? <TabLoading label="Loading the brokerage…" /> : null}
      {opened && !opened.ok ? <TabError message={opened.message} /> : null}
      {opened?.ok && details.state === "idle" ? <BrokerageDetailsCard brokerage={opened.data} /> : null}
    </Flex>
  );
}
