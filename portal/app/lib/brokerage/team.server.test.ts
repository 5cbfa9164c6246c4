import { describe, expect, it } from "vitest";
import { teamStateOf } from "./team.server";

const member = {
  id: "u1",
  email: "ops@demofreight.test",
  companyName: null,
  status: "member",
  createdAt: "2026-11-23",
};

describe("teamStateOf", () => {
  it("reads the team from a 200", () => {
    expect(teamStateOf({ status: 200, body: { members: [member] } })).toEqual({ state: "member", members: [member] });
  });

  it("tells a waiting request from having no brokerage by the 403's details", () => {
    expect(teamStateOf({ status: 403, body: { details: { joinPending: true } } })).toEqual({ state: "pending" });
    expect(teamStateOf({ status: 403, body: { message: "Only members…" } })).toEqual({ state: "none" });
  });

  it("calls anything else a failure, a malformed 200 included", () => {
    expect(teamStateOf({ status: 200, body: { members: [{ id: 1 }] } })).toEqual({ state: "failed" });
    expect(teamStateOf({ status: 500, body: null })).toEqual({ state: "failed" });
    expect(teamStateOf({ status: 0, body: null })).toEqual({ state: "failed" });
  });
});
