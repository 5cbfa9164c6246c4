import type { Container, Plugin } from "postcss";

/**
 * Radix Themes' stylesheet holds every component, and a copy of every responsive prop class per
 * breakpoint (`.lg\:rt-r-size-2` inside `@media (min-width: 1280px)`, about 70 KB each). Every
 * signed-in page downloads and parses it before it paints, so the build drops what the portal
 * cannot use: the breakpoints its responsive props never name, and the components it never
 * imports. unused-radix-css.test.ts checks both lists against the portal's sources.
 */
export const UNUSED_RADIX_BREAKPOINTS = ["lg", "xl"] as const;

/** Radix Themes components the portal does not import (their CSS classes are `.rt-<Name>…`). */
export const UNUSED_RADIX_COMPONENTS = [
  "CheckboxCards",
  "CheckboxGroup",
  "ContextMenu",
  "Em",
  "HoverCard",
  "Inset",
  "Kbd",
  "Popover",
  "Quote",
  "RadioCards",
  "RadioGroup",
  "Skeleton",
  "Slider",
  "Switch",
  "TabNav",
  "ThemePanel",
] as const;

function dropEmpty(container: Container) {
  container.each((node) => {
    if (node.type === "atrule" && node.nodes) {
      dropEmpty(node);
      if (node.nodes.length === 0) node.remove();
    }
  });
}

/** The PostCSS plugin: rules none of whose selectors can match go, then the @media blocks they emptied. */
export function dropUnusedRadixCss(
  breakpoints: readonly string[] = UNUSED_RADIX_BREAKPOINTS,
  components: readonly string[] = UNUSED_RADIX_COMPONENTS,
): Plugin {
  // A selector naming one of these classes can match nothing: no element of the portal carries them.
  const unusedClass = new RegExp(`\\.(?:(?:${breakpoints.join("|")})\\\\:|rt-(?:${components.join("|")})(?![a-z0-9]))`);
  return {
    postcssPlugin: "drop-unused-radix-css",
    OnceExit(root) {
      root.walkRules((rule) => {
        if (rule.selectors.every((selector) => unusedClass.test(selector))) rule.remove();
      });
      dropEmpty(root);
    },
  };
}
