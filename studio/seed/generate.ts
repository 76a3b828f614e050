// Regenerates studio/seed/content.ndjson from studio/seed/source/*.ts.
// Run from studio/: npm run seed (Node 24 through the root's node_modules).
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildSeedDocuments, toNdjson } from "./build";

const target = fileURLToPath(new URL("./content.ndjson", import.meta.url));
const docs = buildSeedDocuments();
writeFileSync(target, toNdjson(docs));
console.log(`Wrote ${docs.length} documents to ${target}`);
