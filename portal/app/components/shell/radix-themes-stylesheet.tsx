import type { LinkDescriptor } from "@remix-run/cloudflare";
import radixOverridesHref from "../../styles/radix-overrides.css?url";
import radixThemesHref from "../../styles/radix-themes.css?url";

/**
 * Radix Themes' stylesheet, linked by the layouts whose screens use Radix components (`links` of
 * _app and _bare) rather than by the root: the landing page uses none and so never waits for it.
 */
export const radixThemesLinks: LinkDescriptor[] = [
  { rel: "stylesheet", href: radixThemesHref },
  // Our changes to Radix's components, after it, so the order of the two never depends on the page.
  { rel: "stylesheet", href: radixOverridesHref },
];

/** The same stylesheet for a screen outside those layouts (the signed-in home, the crash screens). */
export function RadixThemesStylesheet() {
  return (
    <>
      <link rel="stylesheet" href={radixThemesHref} />
      <link rel="stylesheet" href={radixOverridesHref} />
    </>
  );
}
