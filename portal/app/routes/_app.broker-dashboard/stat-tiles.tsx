import { Card, Grid, Text } from "@radix-ui/themes";

/** A row of labelled figures; each tile reads as "label, value" in order. */
export function StatTiles({ stats }: { stats: readonly { label: string; value: string | number }[] }) {
  return (
    <Grid columns={{ initial: "2", sm: String(Math.min(stats.length, 5)) }} gap="3" asChild>
      <dl style={{ margin: 0 }}>
        {stats.map((stat) => (
          <Card key={stat.label} size="1">
            <Text as="div" size="1" color="gray" asChild>
              <dt>{stat.label}</dt>
            </Text>
            <Text as="div" size="5" weight="bold" asChild>
              <dd style={{ margin: 0 }}>{stat.value}</dd>
            </Text>
          </Card>
        ))}
      </dl>
    </Grid>
  );
}
