import { type RefObject, useEffect } from "react";

/**
 * When a table is wider than its box, Radix's scroll area scrolls it, and a keyboard user must be
 * able to reach that region to scroll it (axe: scrollable-region-focusable). The viewport then
 * becomes a named, focusable region; when it fits again it is a plain box, no extra tab stop.
 */
export function useKeyboardScrollRegion(container: RefObject<HTMLElement | null>, label: string) {
  useEffect(() => {
    const viewport = container.current?.querySelector<HTMLElement>(".rt-ScrollAreaViewport");
    if (!viewport) return;
    const update = () => {
      const scrolls = viewport.scrollWidth > viewport.clientWidth + 1;
      if (scrolls) {
        viewport.tabIndex = 0;
        viewport.setAttribute("role", "region");
        viewport.setAttribute("aria-label", `${label} (scrolls sideways)`);
      } else {
        viewport.removeAttribute("tabindex");
        viewport.removeAttribute("role");
        viewport.removeAttribute("aria-label");
      }
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(viewport);
    const table = viewport.querySelector("table");
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, [container, label]);
}
