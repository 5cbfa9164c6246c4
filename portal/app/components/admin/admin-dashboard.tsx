import { Box, Tabs } from "@radix-ui/themes";
import type { AdminLoad } from "../../lib/admin/admin-load";
import type { Section } from "../../lib/documents/broker-shapes";
import { LoadManagementTab } from "./load-management-tab";

/**
 * The admin dashboard's tabs (the load-board spec's screens and routes). Only Load Management is built; the 48H Tracker,
 * Brokerage Search and Document Management join this list when they exist, not as empty tabs.
 */
export function AdminDashboard({ loads, date }: { loads: Section<AdminLoad[]>; date: string | null }) {
  return (
    <Tabs.Root defaultValue="loads">
      <Tabs.List aria-label="Admin dashboard">
        <Tabs.Trigger value="loads">Load Management</Tabs.Trigger>
      </Tabs.List>
      <Box pt="4">
        <Tabs.Content value="loads">
          <LoadManagementTab loads={loads} date={date} />
        </Tabs.Content>
      </Box>
    </Tabs.Root>
  );
}
