export * from "./common";
export * from "./auth";
export * from "./promo";
export * from "./payment";
export * from "./page-context";
export * from "./account";
export * from "./catalog";
export * from "./realtime";
