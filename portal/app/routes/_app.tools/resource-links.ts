/**
 * The Tools and Resources link groups (docs/product.md's load-board sections, tools and help): public sites a carrier or broker
 * uses every day. docs/product.md names the groups but not their targets; these are the services'
 * own current addresses. The roadside group doubles as the landing page's truck-repair finder.
 */
export interface ResourceLink {
  label: string;
  href: string;
  /** What the site is for, in a few words. */
  description: string;
}

export interface ResourceGroup {
  title: string;
  links: ResourceLink[];
}

export const RESOURCE_GROUPS: ResourceGroup[] = [
  {
    title: "Load Boards",
    links: [
      {
        label: "DAT One",
        href: "https://www.dat.com/load-boards",
        description: "The largest North American load board",
      },
      { label: "Truckstop", href: "https://truckstop.com/", description: "Loads, broker credit and days-to-pay" },
      { label: "123Loadboard", href: "https://www.123loadboard.com/", description: "Load board for owner-operators" },
      {
        label: "Uber Freight for carriers",
        href: "https://www.uberfreight.com/carriers/",
        description: "Book loads at upfront prices",
      },
    ],
  },
  {
    title: "Route Planning",
    links: [
      { label: "Trucker Path", href: "https://truckerpath.com/", description: "Truck routes, stops and parking" },
      { label: "Google Maps", href: "https://www.google.com/maps", description: "Directions and live traffic" },
      {
        label: "FHWA National Network",
        href: "https://ops.fhwa.dot.gov/freight/infrastructure/national_network.htm",
        description: "Federal routes open to large trucks",
      },
      {
        label: "State 511 traffic and road conditions",
        href: "https://www.fhwa.dot.gov/trafficinfo/",
        description: "Closures and conditions, state by state",
      },
    ],
  },
  {
    title: "Roadside Assistance",
    links: [
      {
        label: "FindTruckService",
        href: "https://www.findtruckservice.com/",
        description: "Truck repair finder: shops, towing, tires",
      },
      { label: "TruckDown", href: "https://www.truckdown.com/", description: "Truck and trailer repair directory" },
      {
        label: "Love's Truck Care",
        href: "https://www.loves.com/en/truck-care",
        description: "Truck service and roadside help",
      },
      {
        label: "TA Truck Service",
        href: "https://www.ta-petro.com/truck-service",
        description: "Repair shops and emergency road service",
      },
    ],
  },
  {
    title: "Weather Services",
    links: [
      { label: "National Weather Service", href: "https://www.weather.gov/", description: "Forecasts and warnings" },
      { label: "NWS radar", href: "https://radar.weather.gov/", description: "Live national radar" },
      {
        label: "Winter weather outlook",
        href: "https://www.wpc.ncep.noaa.gov/wwd/winter_wx.shtml",
        description: "Snow and ice forecasts, coast to coast",
      },
      {
        label: "Road weather and closures (511)",
        href: "https://www.fhwa.dot.gov/trafficinfo/",
        description: "State road condition reports",
      },
    ],
  },
  {
    title: "Safety and Compliance",
    links: [
      {
        label: "FMCSA SAFER Company Snapshot",
        href: "https://safer.fmcsa.dot.gov/CompanySnapshot.aspx",
        description: "Official carrier and broker snapshot",
      },
      {
        label: "Safety Measurement System (SMS)",
        href: "https://ai.fmcsa.dot.gov/SMS/",
        description: "CSA scores and inspections",
      },
      {
        label: "Drug and Alcohol Clearinghouse",
        href: "https://clearinghouse.fmcsa.dot.gov/",
        description: "Driver queries and reports",
      },
      {
        label: "Hours of service",
        href: "https://www.fmcsa.dot.gov/regulations/hours-of-service",
        description: "Driving limits and ELD rules",
      },
    ],
  },
  {
    title: "Regulatory Resources",
    links: [
      {
        label: "49 CFR 371.3 (eCFR)",
        href: "https://www.ecfr.gov/current/title-49/subtitle-B/chapter-III/subchapter-B/part-371/subpart-A/section-371.3",
        description: "The broker records rule behind the 48-hour request",
      },
      {
        label: "FMCSA National Consumer Complaint Database",
        href: "https://nccdb.fmcsa.dot.gov/",
        description: "File a complaint against a broker",
      },
      {
        label: "FMCSA Licensing and Insurance",
        href: "https://li-public.fmcsa.dot.gov/",
        description: "Operating authority, insurance and bonds",
      },
      {
        label: "FMCSA registration",
        href: "https://www.fmcsa.dot.gov/registration",
        description: "USDOT numbers and MC authority",
      },
    ],
  },
];
