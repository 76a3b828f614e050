import { catalogSchema, type Catalog } from "../api-client/schemas/catalog";
import { LOCATIONS, PLANS } from "../../sandbox/db/catalog-data";
import { catalogOf } from "../../sandbox/rest/catalog-shape";

// Plans, tariffs, locations and prices belong to billing (ARCHITECTURE.md). The build reads them
// from the hosting API when HOSTING_API_URL is set, else from the sandbox's catalog seed, and parses
// both with the same zod schema the client uses, so a malformed catalog stops the build by name.

export class CatalogSourceError extends Error {
  override name = "CatalogSourceError";
}

export type LoadedCatalog = { label: string; catalog: Catalog };

export function parseCatalog(data: unknown, label: string): Catalog {
  const result = catalogSchema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new CatalogSourceError(`The catalog from ${label} is invalid at ${issue.path.join(".") || "top level"}: ${issue.message}`);
}

/** The sandbox's seed in the API's shape: what `GET /my/api/catalog/` answers on a fresh sandbox. */
export function sandboxCatalog(): LoadedCatalog {
  const label = "the sandbox catalog seed (sandbox/db/catalog-data.ts)";
  return { label, catalog: parseCatalog(catalogOf(PLANS, LOCATIONS), label) };
}

type Fetch = typeof fetch;

export async function fetchCatalog(apiUrl: string, timeoutMs: number, fetchImpl: Fetch = fetch): Promise<LoadedCatalog> {
  const url = `${apiUrl.replace(/\/$/, "")}/my/api/catalog/`;
  const hint = "Fix HOSTING_API_URL or unset it to build with the sandbox's catalog.";
  let response: Response;
  try {
    response = await fetchImpl(url, { headers: { accept: "application/json", "x-requested-with": "XMLHttpRequest" }, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    throw new CatalogSourceError(`Cannot reach the hosting API catalog at ${url}: ${cause}. ${hint}`);
  }
  if (!response.ok) throw new CatalogSourceError(`The hosting API catalog at ${url} answered ${response.status}. ${hint}`);
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    throw new CatalogSourceError(`The hosting API catalog at ${url} did not answer JSON. ${hint}`);
  }
  return { label: url, catalog: parseCatalog(data, url) };
}

export function loadCatalog(env: { hostingApiUrl?: string; catalogTimeoutMs: number }): Promise<LoadedCatalog> {
  return env.hostingApiUrl ? fetchCatalog(env.hostingApiUrl, env.catalogTimeoutMs) : Promise.resolve(sandboxCatalog());
}
