import { describe, expect, it } from "vitest";
import { domainEnums, domainShapes, inlineRouteSchemas, repeatedEnums, repeatedShapes } from "./repeated-shapes";

const DOMAIN = [
  'export const LOAD_COMPLIANCE_STATUSES = ["pending", "compliant", "overdue"] as const;',
  'export const withheldReasonSchema = z.enum(["too_few_reports", "dominant_broker"]);',
  'export type Side = "buy" | "sell";',
  'const LOCAL = ["a", "b"] as const;',
].join("\n");
const enums = domainEnums("packages/domain/src/enums.ts", DOMAIN);
const rules = (file: string, text: string) => repeatedEnums(file, text, enums).map((problem) => problem.line);

describe("the repeated-enum rule", () => {
  it("reads a domain module's exported lists, z.enum calls and literal unions, and nothing unexported", () => {
    expect(enums.map((domainEnum) => [domainEnum.name, domainEnum.values])).toEqual([
      ["LOAD_COMPLIANCE_STATUSES", ["pending", "compliant", "overdue"]],
      ["withheldReasonSchema", ["too_few_reports", "dominant_broker"]],
      ["Side", ["buy", "sell"]],
    ]);
  });

  it("refuses a union or a z.enum of the same values in any order, null and undefined aside", () => {
    expect(rules("portal/app/x.ts", 'type S = "overdue" | "pending" | "compliant";')).toEqual([1]);
    expect(rules("workers/src/x.ts", 'let s: "compliant" | "pending" | "overdue" | null | undefined;')).toEqual([1]);
    expect(rules("workers/src/x.ts", 'const r = z.enum(["dominant_broker", "too_few_reports"]);')).toEqual([1]);
    expect(rules("workers/src/x.ts", 'const s = z.enum(["buy", "sell"]).openapi("Side");')).toEqual([1]);
  });

  it("lets the enum's own definition, other sets, imports of the enum and plain lists be", () => {
    expect(rules("packages/domain/src/enums.ts", DOMAIN)).toEqual([]);
    expect(rules("workers/src/x.ts", 'type S = "pending" | "compliant";')).toEqual([]);
    expect(rules("workers/src/x.ts", 'type S = "pending" | "compliant" | "overdue" | "late";')).toEqual([]);
    expect(rules("workers/src/x.ts", 'type S = "pending" | "compliant" | "overdue" | number;')).toEqual([]);
    expect(rules("workers/src/x.ts", "const s = z.enum(LOAD_COMPLIANCE_STATUSES);")).toEqual([]);
    expect(rules("workers/src/x.ts", 'const s = ["buy", "sell"] as const;')).toEqual([]);
    expect(rules("workers/src/x.ts", 'type Ends = Pick<Order, "buy" | "sell">;')).toEqual([]);
    expect(rules("workers/src/x.ts", '// type S = "buy" | "sell"\nconst text = \'"buy" | "sell"\';')).toEqual([]);
  });

  it("refuses a domain union that repeats another domain enum", () => {
    const twice = `${DOMAIN}\nexport type ComplianceStatus = "pending" | "compliant" | "overdue";`;
    const again = domainEnums("packages/domain/src/enums.ts", twice);
    expect(repeatedEnums("packages/domain/src/enums.ts", twice, again).map((problem) => problem.line)).toEqual([5]);
  });
});

describe("the inline route schema rule", () => {
  it("refuses z.object( in a route file, however it is wrapped, and only there", () => {
    const route = "const body = z\n  .object({ a: z.string() });\nconst q = z.array(z.object({ b: z.number() }));";
    expect(inlineRouteSchemas("workers/src/routes/loads/create.ts", route).map((problem) => problem.line)).toEqual([
      1, 3,
    ]);
    expect(inlineRouteSchemas("workers/src/schemas/loads.ts", route)).toEqual([]);
    expect(inlineRouteSchemas("workers/src/routes/loads/create.ts", "const body = createBodySchema;")).toEqual([]);
  });
});

const SCHEMAS = [
  "const countFields = { loads: z.number(), carriers: z.number() };",
  "export const spreadSchema = z.object({ average: z.number(), median: z.number(), p25: z.number() });",
  'export const daysSchema = z.object({ published: z.literal(false), ...countFields }).meta({ id: "Days" });',
  "const base = z.strictObject({ lat: z.number(), lng: z.number() });",
  "export const pointSchema = base.extend({ label: z.string() });",
  "export const emailSchema = z.object({ email: z.string() });",
  "export const narrowSchema = spreadSchema.pick({ average: true, median: true });",
  "const hiddenSchema = z.object({ a: z.string(), b: z.string() });",
].join("\n");
const shapes = domainShapes("packages/domain/src/figures.ts", SCHEMAS);
const shapeLines = (text: string) => repeatedShapes("workers/src/x.ts", text, shapes).map((problem) => problem.line);

describe("the repeated-shape rule", () => {
  it("reads the field names of exported object schemas, through spreads, .meta and .extend", () => {
    expect(shapes.map((shape) => [shape.name, shape.keys])).toEqual([
      ["spreadSchema", ["average", "median", "p25"]],
      ["daysSchema", ["published", "loads", "carriers"]],
      ["pointSchema", ["lat", "lng", "label"]],
    ]);
  });

  it("refuses an interface or object type with exactly a schema's field names, in any order", () => {
    expect(shapeLines("interface Spread { p25: number; average: number; median: number }")).toEqual([1]);
    expect(shapeLines("export type Days = { published: boolean; loads?: number; carriers: number };")).toEqual([1]);
    expect(shapeLines("function f() {\n  interface Point { lat: number; lng: number; label: string }\n}")).toEqual([2]);
    const problem = repeatedShapes("portal/app/x.ts", "interface S { average: 1; median: 2; p25: 3 }", shapes)[0];
    expect(problem?.text).toContain("spreadSchema (packages/domain/src/figures.ts)");
  });

  it("lets near misses be: other names, a field more or less, heritage, inline types, z.infer", () => {
    expect(shapeLines("interface Spread { average: number; median: number }")).toEqual([]);
    expect(shapeLines("interface Spread { average: number; median: number; p25: number; p75: number }")).toEqual([]);
    expect(shapeLines("interface Spread extends Base { average: number; median: number; p25: number }")).toEqual([]);
    expect(shapeLines("interface Spread { average: number; median: number; [p25: string]: number }")).toEqual([]);
    expect(shapeLines("function f(spread: { average: number; median: number; p25: number }) {}")).toEqual([]);
    expect(shapeLines("type Spread = z.infer<typeof spreadSchema>;")).toEqual([]);
    expect(shapeLines("type Email = { email: string };")).toEqual([]);
    expect(shapeLines("type Hidden = { a: string; b: string };")).toEqual([]);
    expect(shapeLines("type Narrow = { average: number; median: number };")).toEqual([]);
    expect(shapeLines("// interface Spread { average: number; median: number; p25: number }")).toEqual([]);
  });

  it("reads no fields from a spread it cannot resolve", () => {
    expect(
      domainShapes("packages/domain/src/x.ts", "export const s = z.object({ a: z.string(), ...elsewhere });"),
    ).toEqual([]);
  });
});
