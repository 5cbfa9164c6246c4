import type { ActionFunctionArgs, ServerBuild } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { CROSS_ORIGIN_REASON, isCrossOriginWrite } from "./same-origin";
import { REFUSED_ORIGIN_HEADER, requestForRemix, withSameOriginActions } from "./same-origin-actions.server";

const PAGE = "https://truerate.example/profile";

function post(headers: Record<string, string>, method = "POST") {
  return new Request(PAGE, { method, headers });
}

describe("isCrossOriginWrite", () => {
  it("refuses a post from another origin, or from an opaque one", () => {
    expect(isCrossOriginWrite(post({ origin: "https://evil.example" }))).toBe(true);
    expect(isCrossOriginWrite(post({ origin: "null" }))).toBe(true);
    expect(isCrossOriginWrite(post({ origin: "http://truerate.example" }))).toBe(true); // another scheme
    expect(isCrossOriginWrite(post({ origin: "https://evil.example" }, "DELETE"))).toBe(true);
  });

  it("refuses a browser's post without Origin that Sec-Fetch-Site calls cross-site", () => {
    expect(isCrossOriginWrite(post({ "sec-fetch-site": "cross-site" }))).toBe(true);
    expect(isCrossOriginWrite(post({ "sec-fetch-site": "same-site" }))).toBe(true);
  });

  it("lets the portal's own posts, reads, and clients without a browser through", () => {
    expect(isCrossOriginWrite(post({ origin: "https://truerate.example" }))).toBe(false);
    expect(isCrossOriginWrite(post({ "sec-fetch-site": "same-origin" }))).toBe(false);
    expect(isCrossOriginWrite(post({}))).toBe(false);
    expect(isCrossOriginWrite(post({ origin: "https://evil.example" }, "GET"))).toBe(false);
  });
});

describe("withSameOriginActions", () => {
  const calls: string[] = [];
  const build = {
    routes: {
      "routes/profile": {
        id: "routes/profile",
        module: { action: () => calls.push("profile action") && null, default: () => null },
      },
      "routes/home": { id: "routes/home", module: { default: () => null } },
    },
  } as unknown as ServerBuild;
  const guarded = withSameOriginActions(build);
  const action = guarded.routes["routes/profile"]?.module.action;
  const args = (request: Request) => ({ request, params: {}, context: {} }) as unknown as ActionFunctionArgs;

  it("throws the 403 before the action runs, so nothing reaches the API", async () => {
    calls.length = 0;
    let thrown: unknown;
    try {
      await action?.(args(post({ origin: "https://evil.example" })));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ reason: CROSS_ORIGIN_REASON });
    expect(calls).toEqual([]);
  });

  it("runs the action for a same-origin post and leaves routes without one alone", async () => {
    calls.length = 0;
    await action?.(args(post({ origin: "https://truerate.example" })));
    expect(calls).toEqual(["profile action"]);
    expect(guarded.routes["routes/home"]).toBe(build.routes["routes/home"]);
  });
});

describe("requestForRemix", () => {
  it("hands Remix a cross-site write without its Origin (Remix would 500) and marked for the 403", () => {
    const handed = requestForRemix(post({ origin: "https://evil.example", cookie: "truerate_session=x" }));
    expect(handed.headers.has("origin")).toBe(false);
    expect(handed.headers.get(REFUSED_ORIGIN_HEADER)).toBe("https://evil.example");
    expect(handed.headers.get("cookie")).toBe("truerate_session=x");
  });

  it("leaves a same-origin post alone, and drops a mark sent from outside", () => {
    const own = post({ origin: "https://truerate.example" });
    expect(requestForRemix(own)).toBe(own);
    const forged = requestForRemix(post({ origin: "https://truerate.example", [REFUSED_ORIGIN_HEADER]: "x" }));
    expect(forged.headers.has(REFUSED_ORIGIN_HEADER)).toBe(false);
    expect(forged.headers.get("origin")).toBe("https://truerate.example");
  });
});
