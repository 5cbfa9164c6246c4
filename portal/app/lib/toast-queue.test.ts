import { describe, expect, it } from "vitest";
import {
  createToast,
  dismissToast,
  enqueueToast,
  parseToastInput,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  type Toast,
} from "./toast-queue";

const toast = (id: string): Toast => createToast({ title: `Toast ${id}` }, id);

describe("toast queue", () => {
  it("defaults to the default variant and 4 seconds", () => {
    expect(toast("a")).toEqual({ id: "a", title: "Toast a", variant: "default", durationMs: 4_000 });
    expect(TOAST_DURATION_MS).toBe(4_000);
  });

  it("keeps at most three toasts, newest first, dropping the oldest", () => {
    let queue: Toast[] = [];
    for (const id of ["1", "2", "3", "4"]) queue = enqueueToast(queue, toast(id));
    expect(TOAST_LIMIT).toBe(3);
    expect(queue.map((item) => item.id)).toEqual(["4", "3", "2"]);
  });

  it("replaces a toast shown again under the same id instead of duplicating it", () => {
    const queue = enqueueToast(enqueueToast([], toast("a")), { ...toast("a"), title: "Updated" });
    expect(queue).toHaveLength(1);
    expect(queue[0]?.title).toBe("Updated");
  });

  it("dismisses by id", () => {
    const queue = enqueueToast(enqueueToast([], toast("a")), toast("b"));
    expect(dismissToast(queue, "a").map((item) => item.id)).toEqual(["b"]);
  });
});

describe("parseToastInput", () => {
  it("accepts a title with a known variant", () => {
    expect(parseToastInput({ title: "Saved", description: "All good", variant: "info" })).toEqual({
      title: "Saved",
      description: "All good",
      variant: "info",
    });
  });

  it("rejects what is not a toast and falls back to the default variant", () => {
    expect(parseToastInput(null)).toBeNull();
    expect(parseToastInput({ title: "" })).toBeNull();
    expect(parseToastInput("Saved")).toBeNull();
    expect(parseToastInput({ title: "Saved", variant: "<script>" })).toEqual({ title: "Saved", variant: "default" });
  });
});
