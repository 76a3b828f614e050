import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// docs/decisions/README.md: every record starts with its title and a `Status: … · Date: …` line, and the
// index lists each record once with the same status and date.
const DIR = path.resolve(__dirname, "../../docs/decisions");
const records = readdirSync(DIR).filter((f) => /^\d{3}-.+\.md$/.test(f));
const index = readFileSync(path.join(DIR, "README.md"), "utf8");
const rows = [...index.matchAll(/^\| (\d{3}) \| \[[^\]]+\]\(([^)]+)\) \| ([^|]+?) \| ([^|]+?) \|$/gm)].map((m) => ({
  number: m[1]!,
  file: m[2]!,
  status: m[3]!,
  date: m[4]!,
}));

it.each(records)("%s has a title, a status and date line, and its row in the index", (file) => {
  const text = readFileSync(path.join(DIR, file), "utf8");
  const head = /^# (\d{3}): .+\n\nStatus: (accepted|superseded by \d{3}) · Date: (\d{4}-\d{2}-\d{2})\n/.exec(text);
  expect(head?.[1]).toBe(file.slice(0, 3));
  expect(rows.filter((r) => r.file === file)).toEqual([{ number: file.slice(0, 3), file, status: head![2], date: head![3] }]);
});

it("the index lists only records that exist, once each", () => {
  expect(rows.map((r) => r.file).sort()).toEqual([...records].sort());
});
