import { Button, Flex, Text } from "@radix-ui/themes";
import { useFetcher } from "@remix-run/react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useActionToast } from "../../lib/use-action-toast";
import { InputSlot, TextInput } from "../forms/controls";
import { IntentInput } from "../forms/intent-input";
import type { AdminLoad } from "./admin-load";
import { checkTrueRate } from "./true-rate-input";
import { VERIFY_INTENT, type VerifyReply } from "./verify-reply";

/**
 * One row's true-rate entry: checked in the browser first (docs/product.md#load-board-validation-rules), then saved through the
 * route's action. Native validation is off so docs/product.md's message shows instead of the browser's.
 */
export function TrueRateForm({
  load,
  current = null,
}: {
  load: Pick<AdminLoad, "id" | "loadNumber">;
  /** The load's true rate as published, shown in the input to correct (a table row shows it in its column instead). */
  current?: number | null;
}) {
  const fetcher = useFetcher<VerifyReply>();
  const shown = current === null ? "" : String(current);
  const [value, setValue] = useState(shown);
  const [checkError, setCheckError] = useState<string | null>(null);
  const errorId = useId();
  const busy = fetcher.state !== "idle";
  const reply = fetcher.data;
  useActionToast(reply?.toast);

  // After a save the input shows the published amount again (the page's, once revalidated), or is
  // emptied for the next correction where the True Rate column shows it.
  useEffect(() => {
    if (reply?.ok) setValue(shown);
  }, [reply, shown]);

  const error = checkError ?? (!busy && reply && !reply.ok ? (reply.fieldError ?? null) : null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const checked = checkTrueRate(value);
    setCheckError(checked.ok ? null : checked.message);
    if (!checked.ok) event.preventDefault();
  }

  return (
    <fetcher.Form method="post" noValidate onSubmit={onSubmit}>
      <IntentInput intent={VERIFY_INTENT} />
      <input type="hidden" name="id" value={load.id} />
      <input type="hidden" name="loadNumber" value={load.loadNumber} />
      <Flex direction="column" gap="1">
        <Flex gap="2" align="center">
          <TextInput
            size="1"
            type="number"
            inputMode="decimal"
            step="0.01"
            name="trueRate"
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setCheckError(null);
            }}
            aria-label={`True rate for load ${load.loadNumber}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            style={{ width: 110 }}
          >
            <InputSlot>$</InputSlot>
          </TextInput>
          <Button
            size="1"
            type="submit"
            loading={busy}
            disabled={busy}
            aria-label={`Save true rate for load ${load.loadNumber}`}
          >
            Save
          </Button>
        </Flex>
        {error ? (
          <Text id={errorId} role="alert" size="1" color="red">
            {error}
          </Text>
        ) : null}
      </Flex>
    </fetcher.Form>
  );
}
