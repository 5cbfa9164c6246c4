// How a call becomes the request the worker reads: its credentials and Origin as headers, and its
// body encoded as JSON, text, bytes or a multipart form.
import { SESSION_COOKIE } from "./browser";
import type { Caller, CallOptions, RawBody } from "./call-options";
import type { FormFields } from "./call-types";

export function mergeHeaders(...all: (HeadersInit | undefined)[]): Headers {
  const headers = new Headers();
  for (const one of all) for (const [name, value] of new Headers(one)) headers.set(name, value);
  return headers;
}

export function buildRequest(
  method: string,
  url: URL,
  options: CallOptions,
  caller: Caller | null | undefined,
  multipart: boolean,
): Request {
  const headers = mergeHeaders(options.headers);
  const bearer = options.partner ?? (caller?.kind === "partner" ? caller.token : null);
  const token =
    options.session !== undefined ? options.session : caller?.kind === "partner" ? null : (caller?.token ?? null);
  // A partner is an API client, not the portal: it sends no Origin unless told to.
  const origin =
    options.origin !== undefined ? options.origin : method === "GET" || bearer ? null : new URL(url).origin;
  if (origin && !headers.has("origin")) headers.set("origin", origin);
  if (token && !bearer) headers.set("cookie", `${SESSION_COOKIE}=${token}`);
  if (bearer && !headers.has("authorization")) headers.set("authorization", `Bearer ${bearer}`);
  const given = options.raw ?? bodyAsRaw((options as { body?: unknown }).body, multipart);
  let body: BodyInit | undefined;
  if (given && "json" in given) {
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
    body = JSON.stringify(given.json);
  } else if (given && "text" in given) {
    headers.set("content-type", given.type);
    body = given.text;
  } else if (given && "bytes" in given) {
    headers.set("content-type", given.type);
    body = given.bytes as Uint8Array<ArrayBuffer>;
  } else if (given && "form" in given) {
    body = given.form instanceof FormData ? given.form : formOf(given.form);
  }
  return new Request(url, { method, headers, body });
}

/** The request as it arrives over the network: a body comes with its Content-Length (workerd adds it). */
export async function withLength(request: Request): Promise<Request> {
  if (request.body === null) return request;
  const bytes = await request.arrayBuffer();
  const headers = new Headers(request.headers);
  headers.set("content-length", String(bytes.byteLength));
  return new Request(request.url, { method: request.method, headers, body: bytes });
}

/** A typed body as it is sent: an upload's fields as multipart, anything else as JSON. */
function bodyAsRaw(body: unknown, multipart: boolean): RawBody | undefined {
  if (body === undefined) return undefined;
  if (multipart) return { form: body as FormFields | FormData };
  return { json: body };
}

function formOf(fields: FormFields): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === "string") form.append(key, value);
    else form.append(key, new File([value.bytes as Uint8Array<ArrayBuffer>], value.name, { type: value.type }));
  }
  return form;
}
