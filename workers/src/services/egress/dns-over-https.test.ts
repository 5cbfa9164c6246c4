import { describe, expect, it } from "vitest";
import { DNS_OVER_HTTPS_ENDPOINT, dnsOverHttpsResolver } from "./dns-over-https";

type Answers = Record<string, { status?: number; body: unknown } | Error>;

/** A resolver endpoint answering per record type; it records what it was asked. */
function fakeResolver(answers: Answers) {
  const asked: Request[] = [];
  const fetch = async (request: Request) => {
    asked.push(request);
    const type = new URL(request.url).searchParams.get("type") ?? "";
    const answer = answers[type];
    if (answer instanceof Error) throw answer;
    if (!answer) return new Response("no such type", { status: 400 });
    return Response.json(answer.body, { status: answer.status ?? 200 });
  };
  return { asked, resolver: dnsOverHttpsResolver(fetch) };
}

const record = (type: number, data: string) => ({ name: "hooks.example.com", type, TTL: 60, data });

describe("the DNS-over-HTTPS resolver", () => {
  it("asks for A and AAAA in the JSON format and keeps every address", async () => {
    const { asked, resolver } = fakeResolver({
      A: { body: { Status: 0, Answer: [record(5, "edge.example.net."), record(1, "93.184.215.14")] } },
      AAAA: { body: { Status: 0, Answer: [record(28, "2606:2800:21f:cb07::1")] } },
    });
    expect(await resolver.resolve("hooks.example.com")).toEqual({
      kind: "addresses",
      addresses: ["93.184.215.14", "2606:2800:21f:cb07::1"],
    });
    expect(asked.map((request) => request.url).sort()).toEqual([
      `${DNS_OVER_HTTPS_ENDPOINT}?name=hooks.example.com&type=A`,
      `${DNS_OVER_HTTPS_ENDPOINT}?name=hooks.example.com&type=AAAA`,
    ]);
    for (const request of asked) {
      expect(request.headers.get("accept")).toBe("application/dns-json");
      expect(request.redirect).toBe("manual");
    }
  });

  it("answers none for a name that does not exist or has no address record", async () => {
    const missing = fakeResolver({ A: { body: { Status: 3 } }, AAAA: { body: { Status: 3 } } });
    expect(await missing.resolver.resolve("gone.example.com")).toEqual({ kind: "none" });
    const empty = fakeResolver({ A: { body: { Status: 0 } }, AAAA: { body: { Status: 0, Answer: [] } } });
    expect(await empty.resolver.resolve("mx-only.example.com")).toEqual({ kind: "none" });
  });

  it("answers unavailable when either question fails: SERVFAIL, an HTTP error, a bad body or the network", async () => {
    const failures: Answers[] = [
      { A: { body: { Status: 2 } }, AAAA: { body: { Status: 0 } } },
      { A: { body: { Status: 0 } }, AAAA: { status: 503, body: { error: "busy" } } },
      { A: { body: "not json at all" }, AAAA: { body: { Status: 0 } } },
      { A: new TypeError("fetch failed"), AAAA: { body: { Status: 0 } } },
    ];
    for (const answers of failures) {
      expect(await fakeResolver(answers).resolver.resolve("hooks.example.com")).toMatchObject({
        kind: "unavailable",
      });
    }
  });
});
