import { Box, Card, Flex, Heading, Text, VisuallyHidden } from "@radix-ui/themes";
import { type ReactNode, useMemo } from "react";
import { useHydrated } from "../../lib/use-hydrated";
import { DataTable } from "../data-table/data-table";
import { type FigureTable, figureColumns } from "./figure-columns";

/** The series colours: Radix step-10/11 shades, each at least 4.5:1 on white, so legends read too. */
export const SERIES_COLOURS = {
  met: "#18794e",
  missed: "#ce2c31",
  rate: "#0d74ce",
  response: "#6e56cf",
  trueRate: "#18794e",
  volume: "#60646c",
  portal: "#0d74ce",
  partner: "#ab4aba",
} as const;

/** Legend text in the page's text colour rather than the series colour. */
export const legendText = (value: unknown) => <span style={{ color: "var(--gray-12)" }}>{String(value)}</span>;

/**
 * One chart with its title and what it shows. The drawing is hidden from assistive technology;
 * the same figures are in a table behind "Show the figures" (a native disclosure, so it is
 * reachable and opened with the keyboard). The chart is drawn only after hydration: its size
 * comes from the browser.
 */
export function ChartFigure({
  id,
  title,
  description,
  table,
  children,
  footer,
  period = "week",
}: {
  /** What a row of the table is: the caption reads "<title> by <period>". */
  period?: "week" | "month";
  id: string;
  title: string;
  description: string;
  table: FigureTable;
  children: ReactNode;
  /** Below the figures, e.g. a download of them. */
  footer?: ReactNode;
}) {
  const hydrated = useHydrated();
  const columns = useMemo(() => figureColumns(table.columns), [table.columns]);
  return (
    <Card size="2" asChild>
      <section aria-labelledby={`${id}-title`} aria-describedby={`${id}-description`}>
        <Flex direction="column" gap="2">
          <Heading as="h2" size="3" id={`${id}-title`}>
            {title}
          </Heading>
          <Text as="p" size="2" color="gray" id={`${id}-description`}>
            {description}
          </Text>
          <Box aria-hidden="true" style={{ height: 240, minWidth: 0 }}>
            {hydrated ? children : null}
          </Box>
          <details>
            <summary>
              <Text size="2">
                Show the figures<VisuallyHidden>: {title}</VisuallyHidden>
              </Text>
            </summary>
            <Box mt="2">
              <DataTable
                caption={title.endsWith(` by ${period}`) ? title : `${title} by ${period}`}
                data={table.rows}
                columns={columns}
                getRowId={(row) => String(row[0])}
                paginated={false}
                compact
              />
            </Box>
          </details>
          {footer}
        </Flex>
      </section>
    </Card>
  );
}
