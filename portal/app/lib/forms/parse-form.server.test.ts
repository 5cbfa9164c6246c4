import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formObject, invalidForm, parseForm } from "./parse-form.server";

const form = (entries: [string, string | File][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("formObject", () => {
  it("keeps the last text of a name, skips files, and lists the names it is told are lists", () => {
    const values = formObject(
      form([
        ["name", "first"],
        ["name", "last"],
        ["file", new File(["x"], "a.pdf")],
        ["ids", "1"],
      ]),
      ["ids", "scopes"],
    );
    expect(values).toEqual({ name: "last", ids: ["1"], scopes: [] });
  });
});

describe("parseForm", () => {
  const schema = z.object({ email: z.email({ error: "Please enter a valid email" }), ids: z.array(z.string()) });

  it("answers the schema's output and the form it read, from a request", async () => {
    const request = new Request("http://portal.test/", {
      method: "POST",
      body: form([
        ["email", "a@b.test"],
        ["ids", "1"],
        ["ids", "2"],
      ]),
    });
    const parsed = await parseForm(request, schema, { arrays: ["ids"] });
    expect(parsed.ok && parsed.data).toEqual({ email: "a@b.test", ids: ["1", "2"] });
    expect(parsed.form.get("email")).toBe("a@b.test");
  });

  it("answers the messages per field, keyed as the API keys them", async () => {
    const parsed = await parseForm(form([["email", "nope"]]), schema, { arrays: ["ids"] });
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.fields).toEqual({ email: ["Please enter a valid email"] });
    expect(parsed.values).toEqual({ email: "nope", ids: [] });
  });
});

describe("invalidForm", () => {
  it("answers 400 with the reply as it is", () => {
    const answer = invalidForm({ fields: { email: ["Required"] } });
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({ fields: { email: ["Required"] } });
  });
});
