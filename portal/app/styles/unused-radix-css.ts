import type { Container, Plugin } from "postcss";

/**
 * Radix Themes' stylesheet holds every component, and a copy of every responsive prop class per
 * breakpoint (`.sm\:rt-r-p-2` inside `@media (min-width: 768px)`, about 60 KB each). Every
 * signed-in page downloads, decodes and parses it before it paints, so the build drops what the
 * portal cannot use: the breakpoints its responsive props never name, the breakpoint classes of
 * the props it never gives a responsive value, the components it never imports, and the dark
 * appearance it never turns on. unused-radix-css.test.ts checks the lists against the sources.
 */
export const UNUSED_RADIX_BREAKPOINTS = ["lg", "xl"] as const;

/**
 * The props the portal gives a responsive value (`<Grid columns={{ initial: "1", sm: "2" }}>`):
 * the component, the prop, and the class Radix Themes names the prop by (`rt-r-gtc`). A
 * breakpoint's copy of any other class (`.sm\:rt-r-p-2`, `.rt-Button:where(.sm\:rt-r-size-2)`)
 * is never on an element.
 */
export const RESPONSIVE_RADIX_PROPS = [
  { component: "Grid", prop: "columns", className: "gtc" },
  { component: "DataList", prop: "orientation", className: "orientation" },
  { component: "SegmentedControl", prop: "size", className: "size" },
] as const;

type ResponsiveProp = { component: string; prop: string; className: string };

/** The classes of Radix Themes' dark appearance: the portal is light only (no `appearance` prop). */
export const UNUSED_RADIX_APPEARANCE_CLASSES = ["dark", "dark-theme"] as const;

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

// `.sm\:rt-r-gtc-2`, or `.rt-SegmentedControlRoot:where(.sm\:rt-r-size-1)`: the component part is optional.
const BREAKPOINT_CLASS = /(?:\.rt-([A-Za-z]+):where\()?\.[a-z]+\\:rt-r-([\w-]+)/g;

/** Whether every breakpoint class the selector names is a responsive prop's, on its component. */
function breakpointClassesUsed(selector: string, responsive: readonly ResponsiveProp[]): boolean {
  return [...selector.matchAll(BREAKPOINT_CLASS)].every(([, component, name = ""]) =>
    responsive.some(
      (used) => name.startsWith(`${used.className}-`) && (!component || component.startsWith(used.component)),
    ),
  );
}

/** The PostCSS plugin: rules none of whose selectors can match go, then the @media blocks they emptied. */
export function dropUnusedRadixCss(
  breakpoints: readonly string[] = UNUSED_RADIX_BREAKPOINTS,
  components: readonly string[] = UNUSED_RADIX_COMPONENTS,
  responsive: readonly ResponsiveProp[] = RESPONSIVE_RADIX_PROPS,
  appearance: readonly string[] = UNUSED_RADIX_APPEARANCE_CLASSES,
): Plugin {
  // A selector naming one of these classes can match nothing: no element of the portal carries
  // them. Inside `:not(…)` a class rules nothing out, so those are not read.
  const unusedClass = new RegExp(
    `\\.(?:(?:${breakpoints.join("|")})\\\\:|rt-(?:${components.join("|")})(?![a-z0-9])|(?:${appearance.join("|")})(?![\\w-]))`,
  );
  const unused = (selector: string) => {
    const named = selector.replace(/:not\([^)]*\)/g, "");
    return unusedClass.test(named) || !breakpointClassesUsed(named, responsive);
  };
  return {
    postcssPlugin: "drop-unused-radix-css",
    OnceExit(root) {
      root.walkRules((rule) => {
        if (rule.selectors.every(unused)) rule.remove();
      });
      dropEmpty(root);
    },
  };
}
