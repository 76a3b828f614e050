import sharp from "sharp";
import { readPngText, withPngText } from "./png-text";

const pixel = () =>
  sharp({ create: { width: 2, height: 1, channels: 3, background: "#0d1b3d" } })
    .png()
    .toBuffer();

it("iTXt chunks keep their keyword, language and UTF-8 text, and the PNG stays a readable PNG", async () => {
  const png = withPngText(await pixel(), [
    { keyword: "Title", language: "ru", text: "Подключение к VPS по SSH" },
    { keyword: "Description", language: "en", text: "Help centre\n<b>not markup</b>" },
  ]);
  expect(readPngText(png)).toEqual([
    { keyword: "Title", language: "ru", text: "Подключение к VPS по SSH" },
    { keyword: "Description", language: "en", text: "Help centre\n<b>not markup</b>" },
  ]);
  // libvips checks every chunk's CRC: a wrong one would fail here.
  expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 2, height: 1 });
  expect((await sharp(png).raw().toBuffer()).toString("hex")).toBe("0d1b3d0d1b3d");
});

it("refuses what is not a PNG, and finds no text in a PNG without any", async () => {
  expect(() => withPngText(Buffer.from("GIF89a and more bytes here"), [])).toThrow("not a PNG");
  expect(readPngText(await pixel())).toEqual([]);
});
