export { createCartTracker, pushEcommerce, pushFormSend, toItem, type AnalyticsItem, type EecProduct } from "./data-layer";
