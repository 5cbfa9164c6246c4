import { Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { useRevalidator } from "@remix-run/react";
import { useEffect } from "react";

/**
 * The crash screen of docs/product.md#accounts-screens-and-routes ("Error screen"). "Try Again" re-runs the loaders of the page,
 * which clears the error when its cause has gone; "Reload Page" starts over from the server.
 */
export function CrashScreen({ error }: { error: unknown }) {
  const revalidator = useRevalidator();
  useEffect(() => {
    console.error("Unexpected error", error);
  }, [error]);

  return (
    <Flex justify="center" align="center" p="4" style={{ minHeight: "60vh" }}>
      <Card size="4" style={{ maxWidth: 480, width: "100%" }}>
        <Flex direction="column" gap="4" align="center" style={{ textAlign: "center" }}>
          <Heading as="h1" size="6">
            Something went wrong
          </Heading>
          <Text as="p" color="gray">
            An unexpected error occurred. We've logged this issue and are working to fix it.
          </Text>
          <Flex gap="3" wrap="wrap" justify="center">
            <Button onClick={() => revalidator.revalidate()} loading={revalidator.state === "loading"}>
              Try Again
            </Button>
            <Button variant="outline" onClick={() => window.location.reload()}>
              Reload Page
            </Button>
          </Flex>
        </Flex>
      </Card>
    </Flex>
  );
}
