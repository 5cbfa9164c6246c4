import { Bar, BarChart, CartesianGrid, Cell, LabelList, ResponsiveContainer, XAxis, YAxis } from "recharts";
import { type ComplianceBand, complianceBand } from "../../../components/documents/domain";
import { useHydrated } from "../../../lib/use-hydrated";

/**
 * The broker's own compliance rating beside the brokerage's (percent), each bar in its band's
 * colour (docs/product.md#load-board-business-constants-and-limits). SVG presentation attributes cannot read CSS variables, so the Radix
 * step-9/10 colours are written out. The figure carries the figures as its name; the stat cards
 * next to it say the same in text.
 */
const BAND_FILL: Record<ComplianceBand, string> = {
  excellent: "#30a46c",
  good: "#ffdc00",
  needs_improvement: "#e5484d",
};

interface Rating {
  name: string;
  rating: number;
}

export function ChartBarComplianceRatings({ ratings }: { ratings: readonly Rating[] }) {
  const hydrated = useHydrated();
  const summary = ratings.map((entry) => `${entry.name} ${entry.rating}%`).join(", ");
  return (
    <figure role="img" aria-label={`Compliance ratings: ${summary}`} style={{ margin: 0, height: 220 }}>
      {hydrated ? (
        <ResponsiveContainer width="100%" height={220}>
          <BarChart data={[...ratings]} margin={{ top: 24, right: 16, bottom: 4, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="name" tickLine={false} />
            <YAxis domain={[0, 100]} ticks={[0, 70, 90, 100]} unit="%" width={56} />
            <Bar dataKey="rating" radius={[6, 6, 0, 0]} isAnimationActive={false} maxBarSize={72}>
              {ratings.map((entry) => (
                <Cell key={entry.name} fill={BAND_FILL[complianceBand(entry.rating)]} />
              ))}
              <LabelList dataKey="rating" position="top" formatter={(value) => `${String(value)}%`} />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      ) : null}
    </figure>
  );
}
