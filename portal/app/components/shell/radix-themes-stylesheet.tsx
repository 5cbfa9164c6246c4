import type { LinkDescriptor } from "@remix-run/cloudflare";
import radixThemesStylesHref from "../../styles/radix-themes.css?url";

export { radixThemesStylesHref };

/**
 * Radix Themes' stylesheet, linked by the layouts whose screens use Radix components (`links` of
 * _app and _bare) rather than by the root: the landing page uses none and so never waits for it.
 */
export const radixThemesLinks: LinkDescriptor[] = [{ rel: "stylesheet", href: radixThemesStylesHref }];

/** The same stylesheet for the crash screens, outside those layouts. */
export function RadixThemesStylesheet() {
  return <link rel="stylesheet" href={radixThemesStylesHref} />;
}
