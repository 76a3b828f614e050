import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { run } from "./process";

// A bare one-page Gatsby 5 + React 19 site, written by the bench into a temporary folder inside the
// repository (so it resolves the same node_modules) and built with the same Gatsby: our pages are
// compared with it on the same machine at the same moment.
export const REFERENCE_DIR = path.resolve("bench/tmp/reference-site");

const files: Record<string, string> = {
  // Gatsby's CLI only builds a folder whose package.json names gatsby; the packages resolve from the repo's node_modules.
  "package.json": JSON.stringify({ name: "bench-reference-site", private: true, dependencies: { gatsby: "*", react: "*", "react-dom": "*" } }),
  "gatsby-config.js": "module.exports = { trailingSlash: 'always', jsxRuntime: 'automatic' };\n",
  "src/pages/index.js": `export default function Home() {
  return (
    <main style={{ fontFamily: "system-ui, sans-serif", maxWidth: 720, margin: "0 auto", padding: 24 }}>
      <h1>Fast and reliable hosting</h1>
      <p>Web hosting, virtual private servers and dedicated servers in seven countries, with support around the clock.</p>
      <ul><li>NVMe drives</li><li>Free SSL certificates</li><li>Daily backups</li></ul>
    </main>
  );
}
export const Head = () => <title>Reference Gatsby page</title>;
`,
};

export async function buildReferenceSite(): Promise<{ dir: string; ms: number }> {
  await rm(REFERENCE_DIR, { recursive: true, force: true });
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(REFERENCE_DIR, name)), { recursive: true });
    await writeFile(path.join(REFERENCE_DIR, name), content);
  }
  const result = await run([path.resolve("node_modules/gatsby/cli.js"), "build"], {}, REFERENCE_DIR);
  if (result.code !== 0) throw new Error(`Reference site build failed:\n${result.output.slice(-2000)}`);
  return { dir: path.join(REFERENCE_DIR, "public"), ms: result.ms };
}

/**
 * The limit: one of our help articles as plain HTML with no script — the built page with every script
 * element (except non-executed JSON-LD) and every script preload taken out, same HTML otherwise, same
 * stylesheet. The bench serves it beside our public/ (so its stylesheet and images resolve) and measures it
 * like our pages.
 */
export function plainHtmlOf(html: string): string {
  return html
    .replace(/<script(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link[^>]*rel="(?:modulepreload|preload)"[^>]*as="script"[^>]*\/?>/g, "")
    .replace(/<link[^>]*rel="modulepreload"[^>]*\/?>/g, "");
}
