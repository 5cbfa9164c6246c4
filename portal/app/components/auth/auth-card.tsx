import { Card, Flex } from "@radix-ui/themes";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/** The frame of every step of the sign-in screen: the brand link over a centred card. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <Flex justify="center" px="4" py="9">
      <Card size="4" style={{ width: "100%", maxWidth: 520 }}>
        <Flex direction="column" gap="4">
          <Link to="/" className="tr-brand" style={{ alignSelf: "center" }}>
            TrueRate
          </Link>
          {children}
        </Flex>
      </Card>
    </Flex>
  );
}
