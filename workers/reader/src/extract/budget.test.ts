import { describe, expect, it } from "vitest";
import { DeadlineExceeded, startBudget } from "./budget";

describe("startBudget", () => {
  it("passes checks until the deadline, then throws DeadlineExceeded", () => {
    let clock = 1000;
    const budget = startBudget(20_000, undefined, () => clock);
    clock = 21_000;
    expect(() => budget.check()).not.toThrow();
    clock = 21_001;
    expect(() => budget.check()).toThrow(new DeadlineExceeded("took longer than 20 s"));
  });

  it("settles a step that never settles at the deadline", async () => {
    const budget = startBudget(30);
    const started = Date.now();
    await expect(budget.race(new Promise(() => {}))).rejects.toBeInstanceOf(DeadlineExceeded);
    expect(Date.now() - started).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 10)); // a timer may fire a moment early
    await expect(budget.race(Promise.resolve(7))).rejects.toBeInstanceOf(DeadlineExceeded);
  });

  it("gives a step's own result or error, and the caller's abort reason", async () => {
    const controller = new AbortController();
    const budget = startBudget(10_000, controller.signal);
    expect(await budget.race(Promise.resolve("page"))).toBe("page");
    await expect(budget.race(Promise.reject(new Error("bad page")))).rejects.toThrow("bad page");
    const pending = budget.race(new Promise(() => {}));
    controller.abort(new Error("shutting down"));
    await expect(pending).rejects.toThrow("shutting down");
    expect(() => budget.check()).toThrow("shutting down");
  });
});
