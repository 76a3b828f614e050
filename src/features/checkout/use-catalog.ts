import { startTransition, useEffect, useState } from "react";
import type { Catalog } from "../../api-client/schemas/catalog";
import { getCatalog } from "../../api-client/payment";

let cached: Promise<Catalog> | null = null;

/** The catalog (plans, prices in EUR, locations) from the hosting API, once per page load. */
export function useCatalog(): { catalog: Catalog | null; error: string | null } {
  const [catalog, setCatalog] = useState<Catalog | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    cached ??= getCatalog();
    cached.then(
      // A transition: the stages, the sidebar and the configurators render from the catalog in slices of a few
      // milliseconds, not in one task of 150-190 ms at 6x CPU (issue 40); React 18 renders other updates at once.
      (c) => live && startTransition(() => setCatalog(c)),
      (e: unknown) => {
        cached = null;
        if (live) setError(e instanceof Error ? e.message : String(e));
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return { catalog, error };
}
