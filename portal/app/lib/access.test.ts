import { describe, expect, it } from "vitest";
import { initialAuthTab, safeRedirectPath, signedOutDecision } from "./access";

describe("signedOutDecision", () => {
  it("renders the landing page and the subscription page", () => {
    expect(signedOutDecision("/")).toEqual({ kind: "render" });
    expect(signedOutDecision("/subscription")).toEqual({ kind: "render" });
    expect(signedOutDecision("/subscription/")).toEqual({ kind: "render" });
  });

  it("sends every other path to the sign-in screen, remembering it", () => {
    expect(signedOutDecision("/shipments")).toEqual({ kind: "sign-in", location: "/auth?redirectTo=%2Fshipments" });
    expect(signedOutDecision("/unknown", "?a=1")).toEqual({
      kind: "sign-in",
      location: "/auth?redirectTo=%2Funknown%3Fa%3D1",
    });
  });

  it("says so when the visitor's session expired", () => {
    expect(signedOutDecision("/profile", "", true)).toEqual({
      kind: "sign-in",
      location: "/auth?session_expired=true&redirectTo=%2Fprofile",
    });
    expect(signedOutDecision("/", "", true)).toEqual({ kind: "render" });
  });
});

describe("safeRedirectPath", () => {
  it("keeps local paths and refuses other origins", () => {
    expect(safeRedirectPath("/documents?tab=shared")).toBe("/documents?tab=shared");
    expect(safeRedirectPath("//evil.example")).toBe("/");
    expect(safeRedirectPath("https://evil.example")).toBe("/");
    expect(safeRedirectPath("/\\evil.example")).toBe("/");
    expect(safeRedirectPath(null, "/home")).toBe("/home");
  });
});

describe("initialAuthTab", () => {
  it("opens Register for ?tab=signup, ?tab=register and /register", () => {
    expect(initialAuthTab("/auth", "?tab=signup")).toBe("register");
    expect(initialAuthTab("/auth", "?tab=register")).toBe("register");
    expect(initialAuthTab("/register", "")).toBe("register");
    expect(initialAuthTab("/auth", "?tab=login")).toBe("login");
    expect(initialAuthTab("/login", "")).toBe("login");
  });
});
