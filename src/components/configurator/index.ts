export { VpsConfigurator, VPS_OS, type VpsConfig } from "./vps-configurator";
export { NumberField } from "./number-field";
export { useLocalizedLocations } from "./localized-locations";
export { specParts, planSpec, diskKindOf } from "./spec-text";
