import { describe, expect, it } from "vitest";
import { avatarUrl } from "./avatar.server";

describe("the avatar", () => {
  it("is drawn locally as an SVG data URI, the same for the same person, without the address in it", async () => {
    const first = await avatarUrl("Carrier@Example.com ");
    expect(first).toMatch(/^data:image\/svg\+xml;/);
    expect(await avatarUrl("carrier@example.com")).toBe(first);
    expect(decodeURIComponent(first)).not.toContain("example.com");
    expect(await avatarUrl("broker@example.com")).not.toBe(first);
  });
});
