/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { driveRows } from "./drive-rows";

// Page modules call graphql at load; the auth screens' provider buttons read the CMS settings (none here: the defaults).
jest.mock("gatsby", () => ({
  ...jest.requireActual("../../support/feature/gatsby"),
  graphql: () => null,
  useStaticQuery: () => ({ allSiteSettings: { nodes: [] } }),
}));

// The auth rows of the fault matrix, each failed five ways (tests/support/fault-matrix.ts, ./drive-rows.tsx).
driveRows("auth");
