import { type RefObject, useEffect } from "react";

/**
 * After the server refused a form, moves focus to its first invalid field, so keyboard and screen
 * reader users land on what needs fixing. `answer` is the action's reply: a new object per reply.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, answer: unknown): void {
  useEffect(() => {
    if (!answer) return;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  }, [form, answer]);
}
