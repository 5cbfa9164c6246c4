import { Text } from "@radix-ui/themes";
import { formatNewYorkTime } from "@truerate/domain/new-york-time";
import type { BrokerageDetails } from "../../components/admin/console/types";
import { dataTableColumnHelper } from "../../components/data-table/features";
import { formatLoadDate } from "../../components/loads/load-display";

type Broker = BrokerageDetails["brokers"][number];
type RecentLoad = BrokerageDetails["recentLoads"][number];

const broker = dataTableColumnHelper<Broker>();

/** An address breaks anywhere, so a long one never widens its column past the card. */
const address = (value: string) => <Text style={{ overflowWrap: "anywhere" }}>{value}</Text>;

/** The brokerage's broker users: who, since when, whether a member approved them, and their plan. */
export const brokerageBrokerColumns = broker.columns([
  broker.display({
    id: "email",
    header: "E-mail",
    meta: { rowHeader: true },
    cell: ({ row }) => address(row.original.email),
  }),
  broker.display({
    id: "created",
    header: "Created",
    cell: ({ row }) => formatNewYorkTime(row.original.createdAt, "short"),
  }),
  broker.display({
    id: "membership",
    header: "Membership",
    cell: ({ row }) => (row.original.membership === "member" ? "Member" : "Waiting for a member's approval"),
  }),
  broker.display({ id: "verified", header: "Verified", cell: ({ row }) => (row.original.verified ? "Yes" : "No") }),
  broker.display({ id: "subscription", header: "Subscription", cell: ({ row }) => row.original.subscriptionStatus }),
]);

const load = dataTableColumnHelper<RecentLoad>();

/** The last loads that name the brokerage, newest first as the API gives them. */
export const brokerageRecentLoadColumns = load.columns([
  load.display({
    id: "loadNumber",
    header: "Load #",
    meta: { rowHeader: true },
    cell: ({ row }) => row.original.loadNumber,
  }),
  load.display({ id: "date", header: "Date", cell: ({ row }) => formatLoadDate(row.original.date) }),
  load.display({ id: "pickup", header: "Pickup", cell: ({ row }) => row.original.pickupLocation }),
  load.display({ id: "delivery", header: "Delivery", cell: ({ row }) => row.original.deliveryLocation }),
  load.display({ id: "brokerEmail", header: "Broker e-mail", cell: ({ row }) => address(row.original.brokerEmail) }),
  load.display({ id: "status", header: "Status", cell: ({ row }) => row.original.status }),
  load.display({ id: "documents", header: "Documents", cell: ({ row }) => row.original.documentCount }),
]);
