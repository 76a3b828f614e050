import { crc32 } from "node:zlib";

/** An international text chunk of a PNG (iTXt): a keyword, the text's language (a BCP 47 tag) and UTF-8 text. */
export type PngText = { keyword: string; language: string; text: string };

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** The PNG with uncompressed iTXt chunks added before its end (IEND): what the picture says, in its language. */
export function withPngText(png: Buffer, texts: readonly PngText[]): Buffer {
  if (png.length < 20 || !png.subarray(0, 8).equals(SIGNATURE)) throw new Error("not a PNG");
  const end = png.length - 12; // IEND: length 0, type, CRC
  if (png.toString("latin1", end + 4, end + 8) !== "IEND") throw new Error("the PNG does not end with IEND");
  const chunks = texts.map(({ keyword, language, text }) =>
    // keyword \0, compression flag 0, method 0, language \0, translated keyword (none) \0, text
    chunk(
      "iTXt",
      Buffer.concat([Buffer.from(keyword, "latin1"), Buffer.from([0, 0, 0]), Buffer.from(language, "latin1"), Buffer.from([0, 0]), Buffer.from(text, "utf8")]),
    ),
  );
  return Buffer.concat([png.subarray(0, end), ...chunks, png.subarray(end)]);
}

/** The uncompressed iTXt chunks of a PNG (those `withPngText` writes). */
export function readPngText(png: Buffer): PngText[] {
  const found: PngText[] = [];
  for (let at = 8; at + 12 <= png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString("latin1", at + 4, at + 8);
    if (type === "iTXt") {
      const data = png.subarray(at + 8, at + 8 + length);
      const keywordEnd = data.indexOf(0);
      const compressed = data[keywordEnd + 1] === 1;
      const languageEnd = data.indexOf(0, keywordEnd + 3);
      const translatedEnd = data.indexOf(0, languageEnd + 1);
      if (!compressed) {
        found.push({
          keyword: data.toString("latin1", 0, keywordEnd),
          language: data.toString("latin1", keywordEnd + 3, languageEnd),
          text: data.toString("utf8", translatedEnd + 1),
        });
      }
    }
    at += 12 + length;
  }
  return found;
}
