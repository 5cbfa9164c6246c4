import { Button, Callout, Card, Flex, Grid, VisuallyHidden } from "@radix-ui/themes";
import { MAX_SEARCH_RADIUS_MILES } from "@truerate/domain/search-radius";
import type { FormEvent } from "react";
import type { SearchFormValues } from "../../lib/loads/search-request";
import { PlaceCombobox } from "../places/place-combobox";
import { DateField } from "./date-field";
import { RadiusField } from "./radius-field";
import { RequiredMark } from "./required-mark";
import { TrailerTypeSelect } from "./trailer-type-select";
import { useSearchForm } from "./use-search-form";

/** The lane's two ends, each a city and a radius around it. */
const LANE_ENDS = [
  {
    place: "origin",
    radius: "originRadius",
    label: "Origin city",
    placeholder: "Pickup city",
    radiusLabel: "Origin radius (miles)",
  },
  {
    place: "destination",
    radius: "destinationRadius",
    label: "Destination city",
    placeholder: "Delivery city",
    radiusLabel: "Destination radius (miles)",
  },
] as const;

/** What to change after a search that found nothing, from the form's own values. */
function NoLoadsFound({ values }: { values: SearchFormValues }) {
  const hints = [
    Number(values.originRadius) < MAX_SEARCH_RADIUS_MILES || Number(values.destinationRadius) < MAX_SEARCH_RADIUS_MILES
      ? `widen a radius (up to ${MAX_SEARCH_RADIUS_MILES} miles)`
      : null,
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
 * New Search (the load-board spec's screens and routes): origin and destination cities with their radius, the trailer type,
 * the date range and SEARCH LOADS. The dates carry the star of the earlier product but stay
 * optional, as the spec records (the spec's validation rules).
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
            <Grid key={end.place} columns={{ initial: "1", sm: "3fr 1fr" }} gap="3">
              <PlaceCombobox
                label={end.label}
                required
                placeholder={end.placeholder}
                value={values[end.place]}
                onChange={(choice) => update(end.place, choice)}
                errors={errors[end.place]}
              />
              <RadiusField
                label={end.radiusLabel}
                value={values[end.radius]}
                onChange={(value) => update(end.radius, value)}
              />
            </Grid>
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
              label={
                <>
                  Start date <RequiredMark />
                </>
              }
              value={values.startDate}
              onChange={(value) => update("startDate", value)}
              errors={errors.startDate}
            />
            <DateField
              label={
                <>
                  End date <RequiredMark />
                </>
              }
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
