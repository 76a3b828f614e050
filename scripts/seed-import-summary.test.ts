import { importSummary } from "./seed-import-summary";

describe("importSummary", () => {
  it("counts documents per type and language, files, warnings and refusals, each listed", () => {
    const text = importSummary("seed.ndjson", {
      numDocs: 4,
      warnings: ["Failed to upload image@file://./a.png"],
      uploads: [
        { type: "image", bytes: 2048 },
        { type: "file", bytes: 1024 },
      ],
      dataset: [
        { _id: "a-en", _type: "helpArticle", language: "en" },
        { _id: "a-ru", _type: "helpArticle", language: "ru" },
        { _id: "b-en", _type: "helpArticle", language: "en" },
        { _id: "settings", _type: "siteSettings" },
      ],
      refused: ["POST /data/mutate/production: 409 x references missing documents: y"],
      unexpected: [],
    });
    expect(text.split("\n")).toEqual([
      "Import rehearsal of seed.ndjson",
      "Documents: 4 in the dataset (the library imported 4)",
      "",
      "type             en     ru      —    all",
      "helpArticle       2      1      0      3",
      "siteSettings      0      0      1      1",
      "all               2      1      1      4",
      "",
      "Files: 2 uploaded (1 images, 1 other files, 3.0 KiB)",
      "Warnings: 1",
      "  Failed to upload image@file://./a.png",
      "Refusals: 1",
      "  POST /data/mutate/production: 409 x references missing documents: y",
      "Requests the stand-in does not model: 0",
      "",
    ]);
  });
});
