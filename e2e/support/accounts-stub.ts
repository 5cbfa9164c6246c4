/**
 * A stand-in for the accounts API while it is being built, for browser tests only. It sits between
 * the portal and the real API (the portal's API_ORIGIN points here during `playwright test`):
 * a request carrying the e2e role cookie is answered for GET /api/user and POST /api/logout;
 * every other request, and every request without that cookie, goes to the real API untouched.
 * The portal's code is the production code; only its upstream differs. Remove this file, its
 * webServer entry and the --binding flag once real sessions can be created (see session.ts).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { E2E_ROLE_COOKIE, E2E_USERS, isE2eRole } from "./users";

const PORT = Number(process.env.STUB_PORT ?? 8790);
const API_ORIGIN = process.env.API_ORIGIN ?? "http://127.0.0.1:8787";
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "host", "content-length"]);
// fetch() has already decoded the body, so the encoding headers no longer describe it.
const DROP_FROM_RESPONSE = new Set([...HOP_BY_HOP, "content-encoding", "set-cookie"]);

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return undefined;
}

async function readBody(request: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

async function proxy(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name))
      headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  const upstream = await fetch(new URL(request.url ?? "/", API_ORIGIN), {
    method: request.method,
    headers,
    body: hasBody ? await readBody(request) : undefined,
    redirect: "manual",
  });
  const outgoing: Record<string, string | string[]> = {};
  upstream.headers.forEach((value, name) => {
    if (!DROP_FROM_RESPONSE.has(name)) outgoing[name] = value;
  });
  const cookies = upstream.headers.getSetCookie();
  if (cookies.length > 0) outgoing["set-cookie"] = cookies;
  response.writeHead(upstream.status, outgoing);
  response.end(Buffer.from(await upstream.arrayBuffer()));
}

function json(response: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  response.writeHead(status, { "content-type": "application/json", "cache-control": "no-store", ...extra });
  response.end(JSON.stringify(body));
}

const server = createServer((request, response) => {
  const path = new URL(request.url ?? "/", "http://stub").pathname;
  if (path === "/__stub/health") return json(response, 200, { status: "ok", upstream: API_ORIGIN });

  const role = readCookie(request.headers.cookie, E2E_ROLE_COOKIE);
  if (isE2eRole(role) && path === "/api/user" && request.method === "GET") {
    return json(response, 200, E2E_USERS[role]);
  }
  if (isE2eRole(role) && path === "/api/logout" && request.method === "POST") {
    const cleared = `${E2E_ROLE_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;
    return json(response, 200, { message: "Logged out" }, { "set-cookie": cleared });
  }
  proxy(request, response).catch((error: unknown) => {
    console.error("accounts stub: upstream failed", error);
    if (!response.headersSent) json(response, 502, { code: "SERVICE_UNAVAILABLE", message: "API unreachable" });
    else response.end();
  });
});

server.listen(PORT, "127.0.0.1", () => console.log(`e2e accounts stub on http://127.0.0.1:${PORT} → ${API_ORIGIN}`));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.close(() => process.exit(0)));
