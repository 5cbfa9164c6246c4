// The admin sign-up code and register's 409 back off per client address; other addresses are not slowed.

import { ACCOUNT_MESSAGES as M } from "@truerate/domain/validation/account";
import { describe, expect, it } from "vitest";
import { createUser, PASSWORD, uniqueEmail } from "./support/accounts";
import { expectProblem, expectThrottled } from "./support/assertions";
import { type Browser, browser, call, uniqueIp } from "./support/call";
import { TestClock } from "./support/clock";

const adminSignUp = (client: Browser, adminCode: string) =>
  call("register", {
    body: {
      email: uniqueEmail("admin"),
      password: PASSWORD,
      userType: "admin",
      termsAgreed: true,
      privacyAgreed: true,
      adminCode,
    },
    as: client,
  });

describe("admin sign-up code", () => {
  it("backs off an address after 4 wrong codes, even for the right one, and not other addresses", async () => {
    const clock = new TestClock();
    const guesser = browser({ clock, ip: uniqueIp() });
    for (let attempt = 0; attempt < 4; attempt++) {
      expectProblem(await adminSignUp(guesser, `guess-${attempt}`), 403, "FORBIDDEN", M.invalidAdminCode);
    }
    const wait = expectThrottled(await adminSignUp(guesser, "test-admin-code"));
    expect(wait).toBe(2);
    const other = await adminSignUp(browser({ clock, ip: uniqueIp() }), "test-admin-code");
    expect(other.status, other.describe).toBe(201);
    clock.advance(wait * 1000);
    const after = await adminSignUp(guesser, "test-admin-code");
    expect(after.status, after.describe).toBe(201);
  });
});

describe("register's 409", () => {
  it("keeps docs/product.md's 409 for a taken address, and backs off an address walking a list of them", async () => {
    const taken = await Promise.all(Array.from({ length: 7 }, () => createUser("carrier")));
    const walker = browser({ ip: uniqueIp() });
    for (const user of taken.slice(0, 6)) {
      const response = await call("register", {
        body: {
          email: user.email,
          password: PASSWORD,
          userType: "admin",
          adminCode: "test-admin-code",
          termsAgreed: true,
          privacyAgreed: true,
        },
        as: walker,
      });
      expectProblem(response, 409, "CONFLICT", "An account with this email already exists");
    }
    const next = taken[6];
    if (!next) throw new Error("no user");
    expectThrottled(
      await call("register", {
        body: {
          email: next.email,
          password: PASSWORD,
          userType: "admin",
          adminCode: "test-admin-code",
          termsAgreed: true,
          privacyAgreed: true,
        },
        as: walker,
      }),
    );
  });
});
