/**
 * The headers of every answer of the hosting API's paths (JSON, the transactions CSV, inline invoice PDFs,
 * its 404s and refusals; issue 39): none of them is a page of the site, so the policy allows nothing to
 * load or frame it, and nothing is sniffed into another type. The API sends them itself (the sandbox's
 * plugin, `npm start`'s unknown API paths); nginx sends them on the pages it makes in front of the API.
 * A PDF is shown by the browser's own viewer, which a document policy does not govern.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  "strict-transport-security": "max-age=63072000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "cross-origin-resource-policy": "same-origin",
};
