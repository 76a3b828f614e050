/** @jest-environment ./tests/support/feature/sandbox-environment.ts */
import { driveRows } from "./drive-rows";

jest.mock("gatsby", () => jest.requireActual("../../support/feature/gatsby"));

// The public forms' rows of the fault matrix (islands of static pages: contact, review proposal, e-mail promo), each
// failed five ways on the island as its page has it (tests/support/fault-matrix.ts, ./drive-rows.tsx).
driveRows("forms");
