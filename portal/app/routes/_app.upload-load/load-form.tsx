import { Box, Button, Card, Flex, Grid } from "@radix-ui/themes";
import { Form } from "@remix-run/react";
import type { StopKind } from "@truerate/domain/enums";
import { useState } from "react";
import { Field } from "../../components/forms/field";
import { FormAlert } from "../../components/forms/form-alert";
import { todayInNewYork } from "../../components/loads/domain";
import { PlaceCombobox } from "../../components/places/place-combobox";
import { RequiredMark } from "../../components/search/required-mark";
import { TrailerTypeSelect } from "../../components/search/trailer-type-select";
import type { FieldErrors } from "../../lib/forms/field-errors";
import type { ToastInput } from "../../lib/toast-queue";
import { BrokerNameField } from "./broker-name-field";
import { LocationInputs } from "./location-inputs";
import { MileageField } from "./mileage-field";
import { TypedBrokerIdentity } from "./typed-broker-identity";
import { useLoadLocations } from "./use-load-locations";

interface LoadFormProps {
  busy: boolean;
  errors: FieldErrors;
  /** Why the last submission was refused, when it names fields: shown above the button just pressed. */
  notice?: ToastInput | undefined;
}

const required = (label: string) => (
  <>
    {label} <RequiredMark />
  </>
);

/**
 * The load form of docs/product.md#load-board-validation-rules. The page remounts it after a save, which resets every field. The
 * action checks it with the API's load schema; the browser adds only the autocompletes.
 */
export function LoadForm({ busy, errors, notice }: LoadFormProps) {
  const locations = useLoadLocations();
  const [broker, setBroker] = useState({ name: "", mcNumber: "" });
  const [brokerEmail, setBrokerEmail] = useState("");
  const locationErrors = (prefix: StopKind) => [
    ...(errors[`${prefix}City`] ?? []),
    ...(errors[`${prefix}State`] ?? []),
  ];
  return (
    <Card size="3">
      <Form method="post" noValidate aria-label="Load details">
        <Flex direction="column" gap="4">
          <Grid columns={{ initial: "1", sm: "2" }} gap="4">
            <BrokerNameField errors={errors.brokerName} onBrokerChange={setBroker} />
            <Field
              label={required("Broker email")}
              errors={errors.brokerEmail}
              inputProps={{
                name: "brokerEmail",
                type: "email",
                autoComplete: "off",
                placeholder: "dispatch@broker.com",
                onChange: (event) => setBrokerEmail(event.currentTarget.value),
              }}
            />
            <Box gridColumn="1 / -1">
              <TypedBrokerIdentity broker={{ ...broker, email: brokerEmail }} />
            </Box>
            <Field label={required("Load number")} errors={errors.loadNumber} inputProps={{ name: "loadNumber" }} />
            <Field
              label="Date"
              errors={errors.date}
              inputProps={{ name: "date", type: "date", defaultValue: todayInNewYork() }}
            />
            <PlaceCombobox
              label="Pickup location"
              required
              placeholder="Pickup city"
              value={locations.pickup}
              onChange={locations.changePickup}
              errors={locationErrors("pickup")}
            />
            <PlaceCombobox
              label="Delivery location"
              required
              placeholder="Delivery city"
              value={locations.delivery}
              onChange={locations.changeDelivery}
              errors={locationErrors("delivery")}
            />
            <TrailerTypeSelect
              label={required("Trailer type")}
              errors={errors.trailerType}
              selectProps={{ name: "trailerType", defaultValue: "" }}
            />
            <MileageField
              value={locations.mileage}
              source={locations.mileageSource}
              onChange={locations.changeMileage}
              errors={errors.mileage}
            />
            <Field
              label={required("Weight (lbs)")}
              errors={errors.weight}
              inputProps={{ name: "weight", type: "number", inputMode: "numeric", min: 1, step: 1 }}
            />
            <Field
              label={required("Rate ($)")}
              errors={errors.rate}
              inputProps={{ name: "rate", type: "number", inputMode: "decimal", min: 0.01, step: 0.01 }}
            />
          </Grid>
          <LocationInputs prefix="pickup" place={locations.pickup.place} />
          <LocationInputs prefix="delivery" place={locations.delivery.place} />
          <FormAlert message={notice ? [notice.title, notice.description].filter(Boolean).join(": ") : undefined} />
          <Button type="submit" size="3" loading={busy}>
            Upload Load
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
