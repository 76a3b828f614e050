import "i18next";

// The plugin is configured with returnNull: false, so t() always returns a string.
declare module "i18next" {
  interface CustomTypeOptions {
    returnNull: false;
  }
}
