import { describe, expect, it } from "vitest";
import { allowsTestRoutes, isProduction } from "./portal-env";

describe("allowsTestRoutes", () => {
  it("opens the crash route only in development and test", () => {
    expect(allowsTestRoutes({ ENVIRONMENT: "development" })).toBe(true);
    expect(allowsTestRoutes({ ENVIRONMENT: "test" })).toBe(true);
  });

  it("keeps it closed in production, previews and when the variable is missing", () => {
    expect(allowsTestRoutes({ ENVIRONMENT: "production" })).toBe(false);
    expect(allowsTestRoutes({ ENVIRONMENT: "preview" })).toBe(false);
    expect(allowsTestRoutes({})).toBe(false);
  });
});

describe("isProduction", () => {
  it("is true only for an explicit production", () => {
    expect(isProduction({ ENVIRONMENT: "production" })).toBe(true);
    expect(isProduction({})).toBe(false);
  });
});
