import { Button, Flex, Heading, Text } from "@radix-ui/themes";
import { Link } from "@remix-run/react";

/** The signed-in 404 of docs/product.md#accounts-screens-and-routes: 'Page Not Found' and a 'Go Home' button to /. */
export function NotFoundScreen() {
  return (
    <Flex direction="column" align="center" gap="4" py="9" px="4" style={{ textAlign: "center" }}>
      <Heading as="h1" size="7">
        Page Not Found
      </Heading>
      <Text as="p" color="gray">
        The page you are looking for does not exist or has moved.
      </Text>
      <Button asChild size="3">
        <Link to="/">Go Home</Link>
      </Button>
    </Flex>
  );
}
