// What `npx tsx scripts/seed-import-check.ts` prints by default: the facts of an import rehearsal in a few lines
// (documents per type and language, files, warnings, refusals); `--json` prints the whole rehearsal instead.

type Doc = { _id: string; _type: string; language?: unknown };

export type RehearsalFacts = {
  numDocs: number;
  warnings: string[];
  uploads: Array<{ type: "image" | "file"; bytes: number }>;
  dataset: Doc[];
  refused: string[];
  unexpected: string[];
};

const NO_LANGUAGE = "—";

const list = (title: string, items: string[]) => [`${title}: ${items.length}`, ...items.map((item) => `  ${item}`)];

export function importSummary(file: string, r: RehearsalFacts): string {
  const byType = new Map<string, Map<string, number>>();
  const languages = new Set<string>();
  for (const doc of r.dataset) {
    const language = typeof doc.language === "string" ? doc.language : NO_LANGUAGE;
    languages.add(language);
    const counts = byType.get(doc._type) ?? new Map<string, number>();
    counts.set(language, (counts.get(language) ?? 0) + 1);
    byType.set(doc._type, counts);
  }
  const columns = [...languages].sort((a, b) => (a === NO_LANGUAGE ? 1 : b === NO_LANGUAGE ? -1 : a.localeCompare(b)));
  const typeWidth = Math.max(4, ...[...byType.keys()].map((t) => t.length));
  const row = (first: string, cells: string[]) => [first.padEnd(typeWidth), ...cells.map((c) => c.padStart(6))].join(" ").trimEnd();
  const types = [...byType.keys()].sort();
  const total = (language: string) => types.reduce((sum, t) => sum + (byType.get(t)?.get(language) ?? 0), 0);
  const images = r.uploads.filter((u) => u.type === "image").length;
  const bytes = r.uploads.reduce((sum, u) => sum + u.bytes, 0);
  return [
    `Import rehearsal of ${file}`,
    `Documents: ${r.dataset.length} in the dataset (the library imported ${r.numDocs})`,
    "",
    row("type", [...columns, "all"]),
    ...types.map((t) => row(t, [...columns.map((l) => String(byType.get(t)?.get(l) ?? 0)), String(r.dataset.filter((d) => d._type === t).length)])),
    row("all", [...columns.map((l) => String(total(l))), String(r.dataset.length)]),
    "",
    `Files: ${r.uploads.length} uploaded (${images} images, ${r.uploads.length - images} other files, ${(bytes / 1024).toFixed(1)} KiB)`,
    ...list("Warnings", r.warnings),
    ...list("Refusals", r.refused),
    ...list("Requests the stand-in does not model", r.unexpected),
    "",
  ].join("\n");
}
