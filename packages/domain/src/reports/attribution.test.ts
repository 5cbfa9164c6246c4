import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { brokerKey, carrierKey, PERSONAL_MAIL_DOMAINS } from "./attribution";

describe("attribution", () => {
  it("counts a broker as one company: brokerage, then MC, then the e-mail's domain", () => {
    expect(brokerKey({ brokerageId: "b1", mcNumber: "MC123456", email: "a@x.com" })).toBe("brokerage:b1");
    expect(brokerKey({ mcNumber: "MC123456", email: "a@x.com" })).toBe("mc:MC123456");
    const sameDomain = ["ops@acme.com", "Dispatch@ACME.com", "jane@acme.com"].map((email) => brokerKey({ email }));
    expect(new Set(sameDomain)).toEqual(new Set(["domain:acme.com"]));
  });

  it("keeps addresses at free mailbox providers apart", () => {
    expect(brokerKey({ email: "Joe@Gmail.com" })).toBe("email:joe@gmail.com");
    expect(brokerKey({ email: "ann@gmail.com" })).not.toBe(brokerKey({ email: "joe@gmail.com" }));
  });

  it("knows a carrier by its USDOT number, else by its account", () => {
    expect(carrierKey({ dotNumber: "1234-567", userId: "u1" })).toBe("dot:1234567");
    expect(carrierKey({ dotNumber: null, userId: "u1" })).toBe("account:u1");
    expect(carrierKey({ userId: null })).toBe("account:deleted");
  });

  it("gives the migration's SQL backfill and trigger the same free-mail list", () => {
    const folder = path.join(import.meta.dirname, "../../../../migrations");
    const file = readdirSync(folder).find((name) => name.startsWith("0012_")) as string;
    const sql = readFileSync(path.join(folder, file), "utf8");
    const lists = [...sql.matchAll(/IN \(('[^)]*')\) THEN 'email:'/g)].map((match) =>
      (match[1] as string).split(", ").map((quoted) => quoted.slice(1, -1)),
    );
    expect(lists).toHaveLength(2);
    for (const list of lists) expect(new Set(list)).toEqual(PERSONAL_MAIL_DOMAINS);
  });
});
