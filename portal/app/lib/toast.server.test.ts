import { describe, expect, it } from "vitest";
import { readFlashToasts, toastHeaders } from "./toast.server";

async function flashedRequest(toasts: Parameters<typeof toastHeaders>[0]): Promise<Request> {
  const cookie = (await toastHeaders(toasts)).get("set-cookie")?.split(";")[0] ?? "";
  return new Request("http://portal.test/", { headers: { cookie } });
}

describe("flash toasts", () => {
  it("carries one toast, or several in order, and clears the cookie once read", async () => {
    const one = await readFlashToasts(await flashedRequest({ title: "Saved" }));
    expect(one.toasts).toEqual([{ title: "Saved", variant: "default" }]);
    expect(one.headers.get("set-cookie")).toContain("Max-Age=0");

    const two = await readFlashToasts(
      await flashedRequest([{ title: "Welcome back!" }, { title: "Subscription Required", variant: "destructive" }]),
    );
    expect(two.toasts.map((toast) => toast.title)).toEqual(["Welcome back!", "Subscription Required"]);
  });

  it("reads nothing, and clears nothing, without the cookie", async () => {
    const none = await readFlashToasts(new Request("http://portal.test/"));
    expect(none.toasts).toEqual([]);
    expect(none.headers.get("set-cookie")).toBeNull();
  });
});
