import { type FormEvent, useState } from "react";
import type { FieldErrors } from "./field-errors";

/** Field errors without those of the fields the user has changed since the answer came. */
export function withoutEdited(fields: FieldErrors | undefined, edited: ReadonlySet<string>): FieldErrors | undefined {
  if (!fields) return undefined;
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !edited.has(name)));
}

/**
 * A server's field errors that go away from a field as soon as the user edits it, so a corrected
 * field no longer says it is wrong. A new answer (a new object) shows all of its errors again.
 * Spread `onInput` on the form: every input's change bubbles there with the input's name.
 */
export function useEditedFieldErrors(answer: object | undefined, fields: FieldErrors | undefined) {
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const [answerSeen, setAnswerSeen] = useState(answer);
  // A new answer starts afresh (state adjusted during render, as React recommends over an effect).
  if (answerSeen !== answer) {
    setAnswerSeen(answer);
    setEdited(new Set());
  }
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as { name?: unknown }).name;
    if (typeof name !== "string" || !name || !fields?.[name] || edited.has(name)) return;
    setEdited((previous) => new Set(previous).add(name));
  };
  const onChange = onInput;
  return { fields: withoutEdited(fields, edited), onInput, onChange };
}
