import type { LinkDescriptor } from "@remix-run/cloudflare";
import radixThemesHref from "../../styles/radix-themes.css?url";

/**
 * Radix Themes' stylesheet, linked by the layouts whose screens use Radix components (`links` of
 * _app and _bare) rather than by the root: the landing page uses none and so never waits for it.
 */
export const radixThemesLinks: LinkDescriptor[] = [{ rel: "stylesheet", href: radixThemesHref }];

/** The same stylesheet for a screen outside those layouts (the signed-in home, the crash screens). */
export function RadixThemesStylesheet() {
  return <link rel="stylesheet" href={radixThemesHref} />;
}
