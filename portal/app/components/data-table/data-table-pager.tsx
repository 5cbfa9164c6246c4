import "./data-table.css";
import { Button, Flex, Text } from "@radix-ui/themes";
import { pageItems, pagerSummary } from "./pager";

interface DataTablePagerProps {
  pageIndex: number;
  pageSize: number;
  pageCount: number;
  total: number;
  onPageChange(index: number): void;
}

/**
 * 'Showing X to Y of N results' (announced politely when the page changes), then Previous, the
 * numbered pages (the current one marked with aria-current) and Next, in a labelled navigation.
 */
export function DataTablePager({ pageIndex, pageSize, pageCount, total, onPageChange }: DataTablePagerProps) {
  const lastIndex = Math.max(pageCount - 1, 0);
  return (
    <div className="tr-pager">
      <Text as="p" size="2" color="gray" aria-live="polite">
        {pagerSummary(pageIndex, pageSize, total)}
      </Text>
      <nav aria-label="Pagination">
        <Flex asChild>
          <ul>
            <li>
              <Button
                type="button"
                variant="soft"
                color="gray"
                disabled={pageIndex <= 0}
                onClick={() => onPageChange(pageIndex - 1)}
              >
                Previous
              </Button>
            </li>
            {pageItems(pageIndex, pageCount).map((item) =>
              item.kind === "gap" ? (
                <li key={item.key} aria-hidden="true">
                  <Text color="gray">…</Text>
                </li>
              ) : (
                <li key={item.index}>
                  <Button
                    type="button"
                    className="tr-page-button"
                    variant={item.index === pageIndex ? "solid" : "soft"}
                    color={item.index === pageIndex ? undefined : "gray"}
                    aria-label={`Page ${item.index + 1}`}
                    aria-current={item.index === pageIndex ? "page" : undefined}
                    onClick={() => onPageChange(item.index)}
                  >
                    {item.index + 1}
                  </Button>
                </li>
              ),
            )}
            <li>
              <Button
                type="button"
                variant="soft"
                color="gray"
                disabled={pageIndex >= lastIndex}
                onClick={() => onPageChange(pageIndex + 1)}
              >
                Next
              </Button>
            </li>
          </ul>
        </Flex>
      </nav>
    </div>
  );
}
