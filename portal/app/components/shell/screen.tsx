import { Box, Flex, Heading, Text } from "@radix-ui/themes";
import type { ReactNode } from "react";

interface ScreenProps {
  title: string;
  /** One neutral sentence about what the screen is for. */
  description: string;
  children?: ReactNode;
}

/** The frame of a screen: its title as the page's h1, a short description, then the content. */
export function Screen({ title, description, children }: ScreenProps) {
  return (
    <Box px="4" py="6" mx="auto" style={{ maxWidth: 1100 }}>
      <Flex direction="column" gap="2" mb="5">
        <Heading as="h1" size="7">
          {title}
        </Heading>
        <Text as="p" color="gray">
          {description}
        </Text>
      </Flex>
      {children}
    </Box>
  );
}
