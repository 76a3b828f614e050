/** A calendar date written `YYYY-MM-DD` that exists (2024-02-30 does not). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/**
 * A Content-Disposition value that cannot be broken out of: the quoted `filename` keeps only
 * `[A-Za-z0-9._-]` (anything else becomes `_`, so no quote, semicolon, CR or LF reaches the header), and
 * `filename*` (RFC 6266/5987) carries the full name percent-encoded.
 */
export function contentDisposition(filename: string, type: "attachment" | "inline" = "attachment"): string {
  const ascii = filename.replace(/[^A-Za-z0-9._-]/g, "_").slice(0, 150) || "download";
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
