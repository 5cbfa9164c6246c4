import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import postcss from "postcss";
import { describe, expect, it } from "vitest";
import {
  dropUnusedRadixCss,
  RESPONSIVE_RADIX_PROPS,
  UNUSED_RADIX_APPEARANCE_CLASSES,
  UNUSED_RADIX_BREAKPOINTS,
  UNUSED_RADIX_COMPONENTS,
} from "./unused-radix-css";

const run = (css: string) => postcss([dropUnusedRadixCss()]).process(css, { from: undefined }).css;

describe("dropUnusedRadixCss", () => {
  it("drops the rules of the unused breakpoints and their emptied @media, and keeps the rest", () => {
    const css = [
      ".rt-Box:where(.rt-r-p-2){padding:8px}",
      "@media (min-width:768px){.rt-Grid:where(.sm\\:rt-r-gtc-2){grid-template-columns:1fr 1fr}}",
      "@media (min-width:1280px){.rt-Box:where(.lg\\:rt-r-p-2){padding:8px}.rt-Box:where(.lg\\:rt-r-p-3){padding:12px}}",
      "@media (min-width:1640px){.rt-Box:where(.xl\\:rt-r-p-2){padding:8px}}",
    ].join("\n");
    const out = run(css);
    expect(out).toContain(".rt-r-p-2){padding:8px}");
    expect(out).toContain("@media (min-width:768px){.rt-Grid:where(.sm\\:rt-r-gtc-2)");
    expect(out).not.toMatch(/lg\\:|xl\\:|1280px|1640px/);
  });

  it("keeps a breakpoint's classes only for the props given responsive values, on their components", () => {
    const css = [
      ".rt-Box:where(.rt-r-p-2){padding:8px}",
      "@media (min-width:768px){.rt-Box:where(.sm\\:rt-r-p-2){padding:8px}.sm\\:rt-r-gtc-2{grid-template-columns:1fr 1fr}}",
      "@media (min-width:520px){.rt-SegmentedControlRoot:where(.xs\\:rt-r-size-2) :where(.rt-SegmentedControlItemLabel){height:32px}.rt-BaseButton:where(.xs\\:rt-r-size-2){height:32px}}",
      "@media (min-width:1024px){.rt-DataListRoot:where(.md\\:rt-r-orientation-vertical){display:flex}.rt-Separator:where(.md\\:rt-r-orientation-vertical){width:1px}}",
    ].join("\n");
    const out = run(css);
    expect(out).toContain(".rt-Box:where(.rt-r-p-2){padding:8px}");
    expect(out).toContain(".sm\\:rt-r-gtc-2");
    expect(out).toContain(".rt-SegmentedControlRoot:where(.xs\\:rt-r-size-2)");
    expect(out).toContain(".rt-DataListRoot:where(.md\\:rt-r-orientation-vertical)");
    expect(out).not.toMatch(/sm\\:rt-r-p-2|BaseButton|Separator/);
  });

  it("drops the unused components' rules and keeps those of components with a similar name", () => {
    const css = [
      ".rt-SwitchRoot{display:inline-flex}",
      ".rt-RadioGroupRoot{display:flex}",
      ".rt-RadioRoot{display:inline-block}",
      ".rt-BaseCheckboxRoot:where(.rt-CheckboxCardsItem *){margin:0}",
      ".rt-CheckboxRoot{display:inline-block}",
      ".rt-Em{font-style:italic}",
      ".rt-Text:where(.rt-Em){color:red}",
    ].join("\n");
    const out = run(css);
    expect(out).toContain(".rt-RadioRoot{display:inline-block}");
    expect(out).toContain(".rt-CheckboxRoot{display:inline-block}");
    expect(out).not.toMatch(/SwitchRoot|RadioGroupRoot|CheckboxCardsItem|rt-Em\b/);
  });

  it("drops the dark appearance's rules, not a negated one's or a similar class's", () => {
    const css = [
      ".dark,.dark-theme{--gray-1:#111}",
      ":is(.dark,.dark-theme) :where(.radix-themes:not(.light,.light-theme)){color-scheme:dark}",
      ".radix-themes:not(.dark){color-scheme:light}",
      ".darker{color:black}",
    ].join("\n");
    const out = run(css);
    expect(out).not.toMatch(/\.dark[,{ ]|dark-theme|color-scheme:dark/);
    expect(out).toContain(".radix-themes:not(.dark){color-scheme:light}");
    expect(out).toContain(".darker{color:black}");
  });

  it("keeps a rule while one of its selectors can still match, and leaves our own media queries alone", () => {
    const css = [
      ".a:where(.lg\\:rt-r-p-2), .b{color:red}",
      ".rt-SliderRoot, .rt-ProgressRoot{height:4px}",
      "@media (min-width:1280px){.wide-only{display:block}}",
      "@media (min-width:1280px){@supports (display:grid){.c:where(.xl\\:rt-r-p-1){display:grid}}}",
    ].join("\n");
    const out = run(css);
    expect(out).toContain(".a:where(.lg\\:rt-r-p-2), .b{color:red}");
    expect(out).toContain(".rt-SliderRoot, .rt-ProgressRoot{height:4px}");
    expect(out).toContain("@media (min-width:1280px){.wide-only{display:block}}");
    expect(out).not.toContain("@supports");
  });
});

const app = path.join(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.ts$|unused-radix-css\.ts$/.test(entry.name) ? [file] : [];
  });
}
const sources = sourceFiles(app).map((file) => ({ file: path.relative(app, file), text: readFileSync(file, "utf8") }));

describe("what the build drops, against the portal's sources", () => {
  it('no responsive prop names a dropped breakpoint (such as `{ initial: "1", lg: "2" }`)', () => {
    const asked = new RegExp(`\\b(?:${UNUSED_RADIX_BREAKPOINTS.join("|")})\\s*:\\s*["'{\\d]`);
    expect(
      sources.filter((source) => source.file.endsWith(".tsx") && asked.test(source.text)).map((s) => s.file),
    ).toEqual([]);
  });

  it("gives responsive values only to the props, on the components, whose breakpoint classes the build keeps", () => {
    const tsx = sources.filter((source) => source.file.endsWith(".tsx"));
    // `<SegmentedControl.Root value={v} size={{ initial: "1", sm: "2" }}` → SegmentedControlRoot size.
    const given = tsx.flatMap((source) =>
      [...source.text.matchAll(/<([A-Z][\w.]*)(?:\s+[^<>]*?)?\s(\w+)=\{\{\s*initial\s*:/g)].map(
        ([, element = "", prop]) => ({ file: source.file, component: element.replace(".", ""), prop }),
      ),
    );
    expect(given.length).toBeGreaterThan(0);
    // A responsive value built elsewhere (`const columns = { initial: … }`) would escape the check.
    expect(tsx.flatMap((source) => [...source.text.matchAll(/\binitial\s*:/g)])).toHaveLength(given.length);
    const dropped = given.filter(
      ({ component, prop }) =>
        !RESPONSIVE_RADIX_PROPS.some((kept) => kept.prop === prop && component.startsWith(kept.component)),
    );
    expect(dropped).toEqual([]);
  });

  it("names each responsive prop's class as its component's Radix Themes props do", () => {
    const dist = path.join(path.dirname(createRequire(import.meta.url).resolve("@radix-ui/themes")), "..", "esm");
    for (const { component, prop, className } of RESPONSIVE_RADIX_PROPS) {
      const file = `${component.replace(/(?<=[a-z])(?=[A-Z])/g, "-").toLowerCase()}.props.js`;
      const defs = readFileSync(path.join(dist, "components", file), "utf8");
      expect(defs, component).toMatch(new RegExp(`\\b${prop}:\\{[^}]*className:"rt-r-${className}"[^}]*responsive:!0`));
    }
  });

  it("never turns on the dark appearance", () => {
    const dark = new RegExp(`\\bappearance=|["' ](?:${UNUSED_RADIX_APPEARANCE_CLASSES.join("|")})["' ]`);
    expect(sources.filter((source) => dark.test(source.text)).map((source) => source.file)).toEqual([]);
  });

  it("no source imports a dropped component or names its classes", () => {
    const names = UNUSED_RADIX_COMPONENTS.join("|");
    const imported = new RegExp(`import\\s*\\{[^}]*\\b(?:${names})\\b[^}]*\\}\\s*from\\s*"@radix-ui/themes"`);
    const classes = new RegExp(`rt-(?:${names})(?![a-z0-9])`);
    const users = sources.filter((source) => imported.test(source.text) || classes.test(source.text));
    expect(users.map((source) => source.file)).toEqual([]);
  });
});
