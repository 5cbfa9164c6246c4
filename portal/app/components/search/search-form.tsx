import { Button, Callout, Card, Flex, Grid, VisuallyHidden } from "@radix-ui/themes";
import { MAX_SEARCH_RADIUS_MILES } from "@truerate/domain/search-radius";
import { usesRadius } from "@truerate/domain/validation/search-end-forms";
import type { FormEvent } from "react";
import type { SearchFormValues } from "../loads/search-request";
import { DateField } from "./date-field";
import { RequiredMark } from "./required-mark";
import { SearchSide } from "./search-side";
import { TrailerTypeSelect } from "./trailer-type-select";
import { useSearchForm } from "./use-search-form";

/** The lane's two sides, each a city and a radius around it, or a ZIP code, ZIP3 area or state. */
const LANE_ENDS = [
  {
    place: "origin",
    form: "originForm",
    code: "originCode",
    radius: "originRadius",
    name: "Origin",
    placeholder: "Pickup city",
  },
  {
    place: "destination",
    form: "destinationForm",
    code: "destinationCode",
    radius: "destinationRadius",
    name: "Destination",
    placeholder: "Delivery city",
  },
] as const;

/** What to change after a search that found nothing, from the form's own values. */
function NoLoadsFound({ values }: { values: SearchFormValues }) {
  const narrowRadius = LANE_ENDS.some(
    (end) => usesRadius(values[end.form] ?? "city") && Number(values[end.radius]) < MAX_SEARCH_RADIUS_MILES,
  );
  const narrowArea = LANE_ENDS.some((end) => values[end.form] === "zip3");
  const hints = [
    narrowRadius ? `widen a radius (up to ${MAX_SEARCH_RADIUS_MILES} miles)` : null,
    narrowArea ? "search a whole state instead of a ZIP3 area" : null,
    values.startDate || values.endDate ? "widen or clear the dates" : null,
    "try another trailer type",
  ].filter((hint): hint is string => hint !== null);
  return (
    <Callout.Root color="gray">
      <Callout.Text>
        <strong>No loads found</strong> for this lane. To find more: {hints.join(", ")}.
      </Callout.Text>
    </Callout.Root>
  );
}

/**
 * New Search (docs/product.md#load-board-screens-and-routes): origin and destination cities with their radius (or, per side, a
 * ZIP code with its radius, a ZIP3 area or a state), the trailer type,
 * the date range and SEARCH LOADS. The dates are optional, as docs/product.md#load-board-validation-rules record, so
 * they carry no required star (the earlier product's star promised a rule it never had).
 */
export function SearchForm() {
  const { values, errors, busy, empty, update, submit } = useSearchForm();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit();
  }

  return (
    <Card size="3">
      <form onSubmit={onSubmit} noValidate aria-label="New search" aria-busy={busy || undefined}>
        <Flex direction="column" gap="4">
          {LANE_ENDS.map((end) => (
            <SearchSide
              key={end.place}
              name={end.name}
              placeholder={end.placeholder}
              form={values[end.form] ?? "city"}
              onFormChange={(form) => update(end.form, form)}
              place={values[end.place]}
              onPlaceChange={(choice) => update(end.place, choice)}
              code={values[end.code] ?? ""}
              onCodeChange={(code) => update(end.code, code)}
              radius={values[end.radius]}
              onRadiusChange={(value) => update(end.radius, value)}
              errors={errors[end.place]}
            />
          ))}
          <Grid columns={{ initial: "1", sm: "3" }} gap="3">
            <TrailerTypeSelect
              label={
                <>
                  Trailer type <RequiredMark />
                </>
              }
              errors={errors.availableTypes}
              selectProps={{
                value: values.trailerType,
                onChange: (event) => update("trailerType", event.currentTarget.value),
              }}
            />
            <DateField
              label="Start date"
              value={values.startDate}
              onChange={(value) => update("startDate", value)}
              errors={errors.startDate}
            />
            <DateField
              label="End date"
              value={values.endDate}
              min={values.startDate || undefined}
              onChange={(value) => update("endDate", value)}
              errors={errors.endDate}
            />
          </Grid>
          <Button type="submit" size="3" loading={busy}>
            SEARCH LOADS
          </Button>
          <div role="status">
            {busy ? <VisuallyHidden>Searching for loads…</VisuallyHidden> : null}
            {empty && !busy ? <NoLoadsFound values={values} /> : null}
          </div>
        </Flex>
      </form>
    </Card>
  );
}
