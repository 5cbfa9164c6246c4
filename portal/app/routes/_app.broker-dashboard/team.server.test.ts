import { describe, expect, it } from "vitest";
import type { BrokerageMember } from "./team";
import { teamStateOf } from "./team.server";

const member: BrokerageMember = {
  id: "u1",
  email: "ops@demofreight.test",
  companyName: null,
  status: "member",
  createdAt: "2026-11-23",
};

const answered = (status: number) => new Response(null, { status });

describe("teamStateOf", () => {
  it("reads the team from a 200", () => {
    expect(teamStateOf({ data: { members: [member] }, response: answered(200) })).toEqual({
      state: "member",
      members: [member],
    });
  });

  it("tells a waiting request from having no brokerage by the 403's details", () => {
    const pending = { code: "FORBIDDEN", message: "Waiting", details: { joinPending: true } };
    expect(teamStateOf({ error: pending, response: answered(403) })).toEqual({ state: "pending" });
    const outsider = { code: "FORBIDDEN", message: "Only members…" };
    expect(teamStateOf({ error: outsider, response: answered(403) })).toEqual({ state: "none" });
  });

  it("calls anything else a failure", () => {
    expect(teamStateOf({ error: null, response: answered(500) })).toEqual({ state: "failed" });
    expect(teamStateOf({ error: "Bad gateway", response: answered(502) })).toEqual({ state: "failed" });
  });
});
