export * from "./billing";
export * from "./brokerages";
export * from "./documents";
export * from "./fmcsa";
export * from "./loads";
export * from "./partners";
export * from "./platform";
export * from "./users";
