import { useCallback, useRef } from "react";

/**
 * A dialog opened from a button that is not its Radix Trigger (a row's button, through context)
 * would drop focus on the page body when it closes. This remembers the opener and gives focus
 * back to it, so keyboard users continue where they were.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    opener.current = window.document.activeElement instanceof HTMLElement ? window.document.activeElement : null;
  }, []);
  const onCloseAutoFocus = useCallback((event: Event) => {
    const target = opener.current;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  }, []);
  return { remember, onCloseAutoFocus };
}
