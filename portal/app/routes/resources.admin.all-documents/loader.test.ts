import type { AppLoadContext } from "@remix-run/cloudflare";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CONSOLE_MESSAGES } from "../../components/admin/console/messages";
import { loader } from "./route";

// The All documents view's loader against a stand-in API binding: the browser's session goes to
// GET /api/documents/admin/all, and whatever goes wrong there (a refusal, a failure, no answer)
// comes back as the view's error state with docs/product.md's message, never a thrown error that would
// take down the whole console.

type Answer = () => Promise<Response>;

function call(answer: Answer) {
  const seen: Request[] = [];
  const api = {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Request(input, init));
      return answer();
    },
  };
  const context = { cloudflare: { env: { API: api } } } as unknown as AppLoadContext;
  const request = new Request("https://portal.test/resources/admin/all-documents", {
    headers: { cookie: "truerate_session=abc" },
  });
  const result = loader({ request, context, params: {} });
  return { result, seen };
}

const problem = (status: number, message: string) => async () =>
  Response.json({ status, code: "X", message }, { status, headers: { "content-type": "application/problem+json" } });

afterEach(() => vi.restoreAllMocks());

describe("the All documents loader", () => {
  it("reads every document with the browser's session", async () => {
    const documents = [{ id: "d1", fileName: "a.pdf" }];
    const { result, seen } = call(async () => Response.json({ documents }));
    expect(await result).toEqual({ ok: true, data: { documents } });
    expect(seen).toHaveLength(1);
    expect(new URL(seen[0]?.url ?? "").pathname).toBe("/api/documents/admin/all");
    expect(seen[0]?.headers.get("cookie")).toBe("truerate_session=abc");
  });

  it.each([
    ["a refusal", problem(403, "Access denied")],
    ["a failure", problem(500, "Something went wrong")],
  ])("answers %s with the view's error state", async (_, answer) => {
    const { result } = call(answer);
    expect(await result).toEqual({ ok: false, message: CONSOLE_MESSAGES.documentsFailed });
  });

  it("answers an API that does not answer with the view's error state", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { result } = call(async () => {
      throw new TypeError("fetch failed");
    });
    expect(await result).toEqual({ ok: false, message: CONSOLE_MESSAGES.documentsFailed });
    expect(logged).toHaveBeenCalled();
  });
});
