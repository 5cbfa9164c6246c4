import { describe, expect, it } from "vitest";
import { initialAuthTab, safeRedirectPath, signedOutDecision } from "./access";

describe("signedOutDecision", () => {
  it("renders the landing, subscription and help pages, and an unknown path (the 404 page)", () => {
    expect(signedOutDecision("/help")).toEqual({ kind: "render" });
    expect(signedOutDecision("/no-such-page")).toEqual({ kind: "render" });
    expect(signedOutDecision("/")).toEqual({ kind: "render" });
    expect(signedOutDecision("/subscription")).toEqual({ kind: "render" });
    expect(signedOutDecision("/subscription/")).toEqual({ kind: "render" });
  });

  it("sends every feature screen to the sign-in screen, remembering it", () => {
    expect(signedOutDecision("/shipments")).toEqual({ kind: "sign-in", location: "/auth?redirectTo=%2Fshipments" });
    expect(signedOutDecision("/loads/abc", "?a=1")).toEqual({
      kind: "sign-in",
      location: "/auth?redirectTo=%2Floads%2Fabc%3Fa%3D1",
    });
    expect(signedOutDecision("/shipmentsx")).toEqual({ kind: "render" });
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
