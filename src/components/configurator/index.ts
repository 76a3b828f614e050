export { VpsConfigurator, VPS_OS, type VpsConfig, type VpsOs } from "./vps-configurator";
export { DedicatedSurvey } from "./dedicated-survey";
export { NumberField } from "./number-field";
export { useLocalizedLocations, locationName, type NamedLocation } from "./localized-locations";
export { specParts, diskKindOf, type DiskKind } from "./spec-text";
