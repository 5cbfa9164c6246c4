export declare const DEMO_ACCOUNTS: {
  password: string;
  users: { role: "carrier" | "broker" | "admin"; email: string; note: string }[];
};
