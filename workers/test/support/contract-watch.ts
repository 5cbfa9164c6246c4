import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../src/http/types";
import { contractChecker, isJson } from "./contract";

const checker = contractChecker();
const drifts: string[] = [];
let checked = 0;

/** How many answers were checked in this isolate: proof for the tests that the watch is on. */
export const checkedAnswers = () => checked;

/** The drifts met since the last call, emptied. */
export function takeDrifts(): string[] {
  return drifts.splice(0);
}

/** The body as the client reads it: a gzip body (a partner lane answer's, in this isolate) decoded. */
async function bodyText(response: Response): Promise<string> {
  if (response.headers.get("content-encoding") !== "gzip" || !response.body) return response.text();
  return new Response(response.body.pipeThrough(new DecompressionStream("gzip"))).text();
}

/** `middleware`, then a check of the answer it leaves; the answer itself is untouched. */
export function watchAnswers(middleware: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await middleware(c, next);
    const response = c.res;
    const contentType = response.headers.get("content-type");
    const text = response.body === null ? "" : isJson(contentType) ? await bodyText(response.clone()) : null;
    checked += 1;
    drifts.push(
      ...checker.check({
        method: c.req.method,
        url: c.req.url,
        status: response.status,
        headers: response.headers,
        text,
      }),
    );
  };
}
