/** What a browser-side documents call answered, before the screen decides what it means. */
export interface RawReply {
  status: number;
  /** The parsed JSON body, or null when the body was not JSON. */
  json: unknown;
  isJson: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The API's problem message (problem+json `message`, or an `error`/`detail` field), if any. */
export function replyMessage(reply: RawReply): string | null {
  if (!isRecord(reply.json)) return null;
  const found = [reply.json.message, reply.json.error, reply.json.detail].find(
    (value) => typeof value === "string" && value !== "",
  );
  return typeof found === "string" ? found : null;
}

export function parseJson(text: string): { json: unknown; isJson: boolean } {
  try {
    return { json: text ? JSON.parse(text) : null, isJson: text !== "" };
  } catch {
    return { json: null, isJson: false };
  }
}
