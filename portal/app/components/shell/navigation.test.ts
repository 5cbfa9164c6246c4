import { describe, expect, it } from "vitest";
import { accountMenuItems, isActivePath, mainNavItems } from "./navigation";

describe("isActivePath", () => {
  it("matches / only exactly", () => {
    expect(isActivePath("/", "/")).toBe(true);
    expect(isActivePath("/", "/shipments")).toBe(false);
  });

  it("matches other items by path prefix at a segment boundary", () => {
    expect(isActivePath("/documents", "/documents")).toBe(true);
    expect(isActivePath("/documents", "/documents/abc")).toBe(true);
    expect(isActivePath("/tools", "/toolshed")).toBe(false);
    expect(isActivePath("/admin", "/")).toBe(false);
  });
});

describe("mainNavItems", () => {
  it("sends brokers only to places they may use", () => {
    expect(mainNavItems({ isAdmin: false, userType: "broker" }).map((item) => item.to)).toEqual([
      "/broker-dashboard",
      "/tools",
      "/help",
      "/profile",
    ]);
  });

  it("shows Admin between Docs and Tools for admins only", () => {
    expect(mainNavItems({ isAdmin: false }).map((item) => item.label)).toEqual([
      "Home",
      "Shipments",
      "Upload",
      "Docs",
      "Tools",
    ]);
    expect(mainNavItems({ isAdmin: true }).map((item) => item.to)).toEqual([
      "/",
      "/shipments",
      "/upload-load",
      "/documents",
      "/admin",
      "/tools",
    ]);
  });

  it("adds Help in the desktop header, where there is room", () => {
    expect(
      mainNavItems({ isAdmin: false }, { desktop: true })
        .map((item) => item.label)
        .at(-1),
    ).toBe("Help");
  });
});

describe("accountMenuItems", () => {
  it("adds the dashboards by role", () => {
    const labels = (user: Parameters<typeof accountMenuItems>[0]) => accountMenuItems(user).map((item) => item.label);
    expect(labels({ userType: "carrier", isAdmin: false })).toEqual(["Profile", "Help Center"]);
    expect(labels({ userType: "broker", isAdmin: false })).toEqual(["Profile", "Broker Dashboard", "Help Center"]);
    expect(labels({ userType: "admin", isAdmin: true })).toEqual(["Profile", "Admin Dashboard", "Help Center"]);
  });
});
