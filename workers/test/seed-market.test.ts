import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { seedDemoUsers } from "../../scripts/seed/demo-users";
import { seedMarket } from "../../scripts/seed/market";

const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())?.n ?? 0;

describe("the demo market seed", () => {
  it("fills real lanes once, with verified true rates and the demo carrier's two deadline loads", async () => {
    const now = Date.now();
    await seedDemoUsers(env.DB, now);
    expect(await seedMarket(env.DB, now)).toBe("demo market: 3002 loads on 22 lanes");
    expect(await seedMarket(env.DB, now)).toBe("demo market: already seeded (3002 loads)");

    expect(await count("SELECT count(*) AS n FROM loads")).toBe(3002);
    expect(
      await count("SELECT count(*) AS n FROM loads WHERE pickup_city = 'Dallas' AND delivery_city = 'Chicago'"),
    ).toBeGreaterThan(100);
    expect(await count("SELECT count(*) AS n FROM loads WHERE verified = 1 AND true_rate_cents > 0")).toBeGreaterThan(
      1000,
    );
    expect(await count("SELECT count(DISTINCT user_id) AS n FROM loads")).toBe(5);
    expect(await count("SELECT count(DISTINCT broker_name) AS n FROM loads")).toBe(5);
    expect(await count(`SELECT count(*) AS n FROM loads WHERE date < date('now', '-91 days')`)).toBe(0);

    const demo = await env.DB.prepare(
      `SELECT l.compliance_status AS status, l.deadline_at AS deadlineAt FROM loads l JOIN users u ON u.id = l.user_id
       WHERE u.email = 'carrier@truerate.test' AND l.load_number > 'MKT-003000' ORDER BY l.deadline_at`,
    ).all<{ status: string; deadlineAt: number }>();
    expect(demo.results.map((load) => [load.status, Math.round((load.deadlineAt - now) / 3_600_000)])).toEqual([
      ["overdue", -12],
      ["pending", 8],
    ]);
    expect(await count("SELECT count(*) AS n FROM compliance_events")).toBeGreaterThan(1000);
  });
});
