import { Button, Flex, Text } from "@radix-ui/themes";

interface CursorPagerProps {
  /** Names the navigation landmark (two pagers on one tab). */
  label: string;
  /** 'Page 2 of the held reports · 37 in all', announced politely when it changes. */
  summary: string;
  hasPrevious: boolean;
  hasNext: boolean;
  loading: boolean;
  onPrevious(): void;
  onNext(): void;
}

/**
 * Previous and Next over pages the API cuts with a cursor: it can go one page on or back, never
 * jump (there are no page numbers to jump to).
 */
export function CursorPager({ label, summary, hasPrevious, hasNext, loading, onPrevious, onNext }: CursorPagerProps) {
  return (
    <Flex justify="between" align="center" gap="3" wrap="wrap">
      <Text as="p" size="2" color="gray" aria-live="polite">
        {summary}
      </Text>
      <nav aria-label={label}>
        <Flex gap="2">
          <Button type="button" variant="soft" color="gray" disabled={!hasPrevious || loading} onClick={onPrevious}>
            Previous
          </Button>
          <Button type="button" variant="soft" color="gray" disabled={!hasNext || loading} onClick={onNext}>
            Next
          </Button>
        </Flex>
      </nav>
    </Flex>
  );
}
