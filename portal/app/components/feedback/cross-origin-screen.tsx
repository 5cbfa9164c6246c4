import { Button, Flex, Heading, Text } from "@radix-ui/themes";
import { Link } from "@remix-run/react";
import { CROSS_ORIGIN_MESSAGES } from "../../lib/security/same-origin";

/** The 403 of a form posted from another site: nothing was changed, and the way back. */
export function CrossOriginScreen() {
  return (
    <Flex direction="column" align="center" gap="4" py="9" px="4" style={{ textAlign: "center" }}>
      <Heading as="h1" size="7">
        {CROSS_ORIGIN_MESSAGES.title}
      </Heading>
      <Text as="p" color="gray" style={{ maxWidth: 520 }}>
        {CROSS_ORIGIN_MESSAGES.message}
      </Text>
      <Button asChild size="3">
        <Link to="/">Go to TrueRate</Link>
      </Button>
    </Flex>
  );
}
