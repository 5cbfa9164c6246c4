// How a lane answer's exclusions read on a screen: always said, so a clean lane can be told from a filtered one.

export type Excluded = {
  quarantined: number;
  capped: number;
  outliers: number;
  rules: { outliers: string; caps: string };
};

/** "No reports left out." or "Left out: 2 held for review, 1 outlier." */
export function exclusionsText(excluded: Excluded): string {
  const parts: [number, string][] = [
    [excluded.quarantined, "held for review"],
    [excluded.capped, "capped (one source or broker above its share)"],
    [excluded.outliers, excluded.outliers === 1 ? "outlier" : "outliers"],
  ];
  const said = parts.filter(([count]) => count > 0).map(([count, what]) => `${count} ${what}`);
  return said.length === 0 ? "No reports left out." : `Left out: ${said.join(", ")}.`;
}
