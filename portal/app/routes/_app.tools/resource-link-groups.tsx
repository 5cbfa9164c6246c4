import { Card, Flex, Grid, Heading, Text, Link as ThemeLink, VisuallyHidden } from "@radix-ui/themes";
import { RESOURCE_GROUPS } from "./resource-links";

/** The six link groups; every link opens its site in a new tab, without giving it this page's window. */
export function ResourceLinkGroups() {
  return (
    <section aria-labelledby="resources-heading">
      <Heading as="h2" size="5" id="resources-heading" mb="3">
        Resources
      </Heading>
      <Grid columns={{ initial: "1", sm: "2", md: "3" }} gap="4">
        {RESOURCE_GROUPS.map((group) => (
          <Card key={group.title} asChild>
            <section aria-label={group.title}>
              <Heading as="h3" size="3" mb="2">
                {group.title}
              </Heading>
              <Flex asChild direction="column" gap="2">
                <ul className="tr-plain-list">
                  {group.links.map((link) => (
                    <li key={link.href + link.label}>
                      <ThemeLink href={link.href} target="_blank" rel="noopener noreferrer" weight="medium">
                        {link.label}
                        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                      </ThemeLink>
                      <Text as="p" size="1" color="gray">
                        {link.description}
                      </Text>
                    </li>
                  ))}
                </ul>
              </Flex>
            </section>
          </Card>
        ))}
      </Grid>
    </section>
  );
}
