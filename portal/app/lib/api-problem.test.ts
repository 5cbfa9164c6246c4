import { describe, expect, it } from "vitest";
import { readProblem } from "./api-problem";

const problem = (status: number, body: unknown, type = "application/problem+json") =>
  new Response(typeof body === "string" ? body : JSON.stringify(body), { status, headers: { "content-type": type } });

describe("readProblem", () => {
  it("reads the API's problem: code, message and field messages", async () => {
    const result = await readProblem(
      problem(400, {
        code: "VALIDATION_FAILED",
        message: "Bad",
        details: { fields: { email: ["Please enter a valid email address"], x: [1] } },
      }),
    );
    expect(result).toMatchObject({ status: 400, code: "VALIDATION_FAILED", message: "Bad" });
    expect(result.fields).toEqual({ email: ["Please enter a valid email address"], x: [] });
  });

  it("uses the text of a non-JSON answer, and 'status: statusText' for server errors (spec 000 §8)", async () => {
    expect((await readProblem(problem(429, "Slow down", "text/plain"))).message).toBe("Slow down");
    const crashed = new Response("<html>", { status: 502, statusText: "Bad Gateway" });
    expect((await readProblem(crashed)).message).toBe("502: Bad Gateway");
    expect((await readProblem(problem(400, ""))).message).toBe("An unexpected error occurred");
  });
});
