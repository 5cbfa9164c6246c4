import { Card, Grid, Text } from "@radix-ui/themes";

/** A row of labelled counts (the tracker's and Document Management's statistics). */
export function StatCards({ label, stats }: { label: string; stats: { label: string; value: number }[] }) {
  return (
    <Grid columns={{ initial: "2", sm: String(stats.length) }} gap="3" role="list" aria-label={label}>
      {stats.map((stat) => (
        <Card key={stat.label} role="listitem">
          <Text as="div" size="2" color="gray">
            {stat.label}
          </Text>
          <Text as="div" size="6" weight="bold">
            {stat.value}
          </Text>
        </Card>
      ))}
    </Grid>
  );
}
