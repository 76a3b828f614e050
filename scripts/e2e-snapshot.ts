// Run by playwright.config.ts before the browser tests' servers start: the snapshot of the build they read (decision 220).
import { snapshotBuiltOutput } from "./e2e-built-output";

const dir = process.env.E2E_BUILT_DIR;
if (!dir) throw new Error("E2E_BUILT_DIR must be set (playwright.config.ts does)");
const started = Date.now();
snapshotBuiltOutput(process.cwd(), dir);
console.log(`Build output snapshot in ${dir} (${Date.now() - started} ms)`);
