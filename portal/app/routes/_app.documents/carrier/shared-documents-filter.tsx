import { Button, Flex, Link as RadixLink } from "@radix-ui/themes";
import { Form, Link } from "@remix-run/react";
import type { SharedDocumentsFilter } from "@truerate/domain/documents/shared-list";
import { DOCUMENT_TYPE_LABELS } from "../../../components/documents/document-types";
import { Field } from "../../../components/forms/field";
import { SelectField } from "../../../components/forms/select-field";
import type { CarrierSharedPage } from "../carrier-shared";

const TYPE_OPTIONS = Object.entries(DOCUMENT_TYPE_LABELS).map(([value, label]) => ({ value, label }));

const STATUS_OPTIONS = [
  { value: "pending", label: "Awaiting your decision" },
  { value: "approved", label: "Approved" },
  { value: "declined", label: "Declined" },
];

/** Whether the filter narrows the list at all (the page number alone does not). */
export const isFiltered = (filter: SharedDocumentsFilter) =>
  Boolean(filter.type || filter.status || filter.loadId || filter.q);

/**
 * Search by load number or file name, and filter by type, decision and load: a GET form, so the
 * address keeps the choice (and Back undoes it); a new search starts again at page 1.
 */
export function SharedDocumentsFilterForm({
  filter,
  loads,
}: {
  filter: SharedDocumentsFilter;
  loads: CarrierSharedPage["loads"];
}) {
  return (
    // Keyed by the filter: its fields are uncontrolled, so a new address (Clear filters, Back) shows its own values.
    <Form
      key={JSON.stringify(filter)}
      method="get"
      role="search"
      aria-label="Find shared documents"
      className="tr-shared-filter"
    >
      <Flex gap="3" align="end" wrap="wrap">
        <Field
          label="Load number or file name"
          inputProps={{ name: "q", type: "search", defaultValue: filter.q ?? "", maxLength: 100 }}
        />
        <SelectField
          label="Type"
          placeholder="All types"
          options={TYPE_OPTIONS}
          selectProps={{ name: "type", defaultValue: filter.type ?? "" }}
        />
        <SelectField
          label="Status"
          placeholder="Any status"
          options={STATUS_OPTIONS}
          selectProps={{ name: "status", defaultValue: filter.status ?? "" }}
        />
        <SelectField
          label="Load"
          placeholder="All loads"
          options={loads.map((load) => ({ value: load.loadId, label: load.loadNumber }))}
          selectProps={{ name: "load", defaultValue: filter.loadId ?? "" }}
        />
        <Button type="submit" variant="soft">
          Show
        </Button>
        {isFiltered(filter) ? (
          <RadixLink asChild size="2">
            <Link to="/documents">Clear filters</Link>
          </RadixLink>
        ) : null}
      </Flex>
    </Form>
  );
}
