import { Card, Flex, Heading, Tabs, Text } from "@radix-ui/themes";
import { Link, useLocation } from "@remix-run/react";
import { initialAuthTab } from "../../lib/access";

/**
 * The sign-in and registration screen of /auth, /login and /register: Login and Register tabs.
 * The forms arrive with the accounts work; this frame already opens the tab the URL asks for.
 */
export function SignInScreen() {
  const { pathname, search } = useLocation();
  return (
    <Flex justify="center" px="4" py="9">
      <Card size="4" style={{ width: "100%", maxWidth: 440 }}>
        <Flex direction="column" gap="4">
          <Link to="/" className="tr-brand" style={{ alignSelf: "center" }}>
            TrueRate
          </Link>
          <Heading as="h1" size="6" align="center">
            Welcome to TrueRate
          </Heading>
          <Tabs.Root key={`${pathname}${search}`} defaultValue={initialAuthTab(pathname, search)}>
            <Tabs.List justify="center">
              <Tabs.Trigger value="login">Login</Tabs.Trigger>
              <Tabs.Trigger value="register">Register</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="login">
              <Text as="p" mt="4" color="gray">
                Sign in with the e-mail address and password of your TrueRate account.
              </Text>
            </Tabs.Content>
            <Tabs.Content value="register">
              <Text as="p" mt="4" color="gray">
                Create a carrier or broker account to see what brokers really paid.
              </Text>
            </Tabs.Content>
          </Tabs.Root>
        </Flex>
      </Card>
    </Flex>
  );
}
