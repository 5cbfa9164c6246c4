import { expect, it } from "vitest";
it("probe", () => { expect(1).toBe(1); });
