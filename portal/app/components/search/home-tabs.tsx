import { Box, Tabs } from "@radix-ui/themes";
import { RecentSearchesPanel } from "../carrier-tools/recent-searches";
import { LatestLoads } from "../loads/latest-loads";
import { SearchForm } from "./search-form";

/** The signed-in home screen's tabs (docs/product.md#load-board-screens-and-routes): New Search, Recent (the last searches, one click to run again), My Loads (the newest loads, and the way to all). */
export function HomeTabs() {
  return (
    <Tabs.Root defaultValue="new-search">
      <Tabs.List>
        <Tabs.Trigger value="new-search">New Search</Tabs.Trigger>
        <Tabs.Trigger value="recent">Recent</Tabs.Trigger>
        <Tabs.Trigger value="my-loads">My Loads</Tabs.Trigger>
      </Tabs.List>
      <Box pt="4">
        <Tabs.Content value="new-search">
          <SearchForm />
        </Tabs.Content>
        <Tabs.Content value="recent">
          <RecentSearchesPanel />
        </Tabs.Content>
        <Tabs.Content value="my-loads">
          <LatestLoads />
        </Tabs.Content>
      </Box>
    </Tabs.Root>
  );
}
