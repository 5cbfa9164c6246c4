import { Button, Dialog, Flex, Text } from "@radix-ui/themes";
import { useFetcher } from "@remix-run/react";
import { DATA_QUALITY_MESSAGES, REVIEW_REASON_MAX_LENGTH, type ReviewDecision } from "@truerate/domain/data-quality";
import { type FormEvent, useEffect, useId, useState } from "react";
import { TextAreaInput } from "../../../components/forms/controls";
import { ErrorList } from "../../../components/forms/error-list";
import type { ToastReply } from "../../../lib/forms/action-reply";

/** One fetcher for every decision of the tab, so the queue hears the answer even after the row is gone. */
export const DECISION_FETCHER_KEY = "data-quality-decision";

const WORDS: Record<ReviewDecision, { verb: string; color: "green" | "red"; question: string }> = {
  release: { verb: "Release", color: "green", question: "It counts in published figures from then on." },
  reject: { verb: "Reject", color: "red", question: "It is kept as evidence and never counted." },
};

interface DecisionDialogProps {
  decision: ReviewDecision;
  ids: readonly string[];
  /** What is decided, e.g. 'load LD-1' or '3 selected reports'. */
  subject: string;
  /** The trigger's visible text (the verb unless told). */
  label?: string;
  disabled?: boolean;
}

/**
 * Release or reject with a reason, which the dialog requires (the API refuses a blank one too): an
 * empty reason is marked on the field and nothing is sent. Closes itself once the decision is made.
 */
export function DecisionDialog({ decision, ids, subject, label, disabled }: DecisionDialogProps) {
  const fetcher = useFetcher<ToastReply>({ key: DECISION_FETCHER_KEY });
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();
  const errorId = `${reasonId}-error`;
  const words = WORDS[decision];
  const busy = fetcher.state !== "idle";
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) setOpen(false);
  }, [fetcher.state, fetcher.data]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (reason.trim() === "") {
      event.preventDefault();
      setError(DATA_QUALITY_MESSAGES.reasonRequired);
    }
  }
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setReason("");
          setError(null);
        }
      }}
    >
      <Dialog.Trigger>
        <Button
          size="1"
          variant="soft"
          color={words.color}
          highContrast
          disabled={disabled || busy}
          // The name starts with the visible text (WCAG's label in name), then says what it decides.
          aria-label={label ? `${label} (${subject})` : `${words.verb} ${subject}`}
        >
          {label ?? words.verb}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="480px">
        <Dialog.Title>{`${words.verb} ${subject}?`}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {words.question}
        </Dialog.Description>
        <fetcher.Form method="post" action="/resources/admin/data-quality" onSubmit={onSubmit} noValidate>
          <input type="hidden" name="decision" value={decision} />
          {ids.map((id) => (
            <input key={id} type="hidden" name="ids" value={id} />
          ))}
          <Flex direction="column" gap="1">
            <Text as="label" htmlFor={reasonId} size="2" weight="medium">
              Reason (required)
            </Text>
            <TextAreaInput
              id={reasonId}
              name="reason"
              required
              value={reason}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                if (error) setError(null);
              }}
              maxLength={REVIEW_REASON_MAX_LENGTH}
              rows={3}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            <ErrorList id={errorId} errors={error ? [error] : undefined} />
          </Flex>
          <Flex gap="3" mt="4" justify="end">
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray">
                Cancel
              </Button>
            </Dialog.Close>
            <Button type="submit" color={words.color} loading={busy}>
              {`${words.verb} ${ids.length === 1 ? "report" : `${ids.length} reports`}`}
            </Button>
          </Flex>
        </fetcher.Form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
