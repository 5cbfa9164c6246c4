import { expect, test } from "./support/test";

const EVIL = "https://evil.example";

/**
 * A form on another site can post to the portal with the visitor's session cookie (a top-level
 * POST carries a SameSite=Lax cookie on some browsers and paths). Every portal action refuses it:
 * 403 and the product's page, before anything reaches the API.
 */
test.describe("cross-origin form posts", () => {
  test("are refused with the 403 page and change nothing", async ({ context, asRole }) => {
    await asRole(context, "carrier");
    const before = await (await context.request.get("/api/user")).json();
    const posts: { path: string; form: Record<string, string> }[] = [
      { path: "/profile", form: { intent: "update-profile", companyName: "Evil Haulage", phone: "5555550100" } },
      { path: "/upload-load", form: { loadNumber: "EVIL-1", brokerName: "Evil Brokers", rate: "1" } },
      { path: "/shipments", form: { intent: "delete", loadId: "00000000-0000-4000-8000-000000000000" } },
    ];
    for (const { path, form } of posts) {
      const response = await context.request.post(path, { form, headers: { origin: EVIL }, maxRedirects: 0 });
      const html = await response.text();
      expect(response.status(), `POST ${path} from ${EVIL}: ${html.slice(0, 400)}`).toBe(403);
      expect(html, `POST ${path} shows the product's message`).toContain("This form came from another site");
      expect(html).toContain("only accepts forms sent from its own pages");
    }
    const after = await (await context.request.get("/api/user")).json();
    expect(after.companyName, "the profile is unchanged").toBe(before.companyName);
  });

  test("the 403 page is the product's screen in the browser", async ({ page, context, baseURL, asRole }) => {
    await asRole(context, "carrier");
    // Another origin of the same site (another port of this host): the browser sends the SameSite=Lax
    // session cookie with its form post, so only the origin check stands between it and the action.
    // (From another site, Chromium sends no cookie at all and the post lands on the sign-in page.)
    const sibling = new URL(baseURL ?? "");
    sibling.port = "9";
    await page.route(`${sibling.origin}/`, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<form method="post" action="${baseURL}/profile"><input name="intent" value="update-profile"><input name="companyName" value="Evil Haulage"><button>Go</button></form>`,
      }),
    );
    await page.goto(`${sibling.origin}/`);
    const [answer] = await Promise.all([page.waitForResponse(`${baseURL}/profile`), page.getByRole("button").click()]);
    expect(answer.status(), await answer.text()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "This form came from another site" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to TrueRate" })).toBeVisible();
    const user = await (await context.request.get("/api/user")).json();
    expect(user.companyName).not.toBe("Evil Haulage");
  });

  test("the portal's own forms still post", async ({ context, baseURL, asRole }) => {
    await asRole(context, "carrier");
    const response = await context.request.post("/shipments", {
      form: { intent: "delete", loadId: "00000000-0000-4000-8000-000000000000" },
      headers: { origin: new URL(baseURL ?? "").origin },
      maxRedirects: 0,
    });
    expect(response.status(), await response.text()).not.toBe(403);
  });
});
