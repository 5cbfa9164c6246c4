import { Flex, Text } from "@radix-ui/themes";
import { useId } from "react";
import { TRAILER_TYPE_LABELS, TRAILER_TYPE_ORDER } from "../../lib/trailer-types";
import { ErrorList } from "./error-list";

interface TrailerTypeCheckboxesProps {
  selected?: readonly string[] | undefined;
  errors?: readonly string[] | undefined;
}

/** The trailer types a fleet runs (docs/product.md#accounts-validation-rules): a group of native checkboxes named trailerTypes. */
export function TrailerTypeCheckboxes({ selected = [], errors }: TrailerTypeCheckboxesProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = Boolean(errors?.length);
  return (
    <fieldset className="tr-fieldset" aria-describedby={invalid ? errorId : undefined}>
      <Text as="div" size="2" weight="medium" asChild>
        <legend>Trailer types (optional)</legend>
      </Text>
      <Flex gap="4" wrap="wrap" mt="1">
        {TRAILER_TYPE_ORDER.map((type) => (
          <Text as="label" size="2" key={type} className="tr-inline-choice">
            <input
              type="checkbox"
              className="tr-checkbox"
              name="trailerTypes"
              value={type}
              defaultChecked={selected.includes(type)}
              aria-invalid={invalid || undefined}
            />
            {TRAILER_TYPE_LABELS[type]}
          </Text>
        ))}
      </Flex>
      <ErrorList id={errorId} errors={errors} />
    </fieldset>
  );
}
