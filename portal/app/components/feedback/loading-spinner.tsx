import { Flex, Spinner, Text } from "@radix-ui/themes";

interface LoadingSpinnerProps {
  /** What is loading, read out by screen readers ("Loading your account"). */
  label?: string;
  /** Shows the label next to the spinner as well. */
  showLabel?: boolean;
  size?: "1" | "2" | "3";
}

/** The one loading indicator of the portal: a polite status region with an accessible name. */
export function LoadingSpinner({ label = "Loading", showLabel = false, size = "3" }: LoadingSpinnerProps) {
  return (
    <Flex role="status" aria-label={label} aria-live="polite" align="center" justify="center" gap="2">
      <Spinner size={size} />
      {showLabel ? (
        <Text size="2" color="gray">
          {label}
        </Text>
      ) : null}
    </Flex>
  );
}
