import type { ReactNode } from "react";

/** What a client island's box shows until its chunk has arrived (src/components/client-island.tsx). */
export function IslandLoading({ children }: { children: ReactNode }) {
  return (
    <p className="island__placeholder muted" role="status">
      {children}
    </p>
  );
}

/** What a client island's box shows when its chunk failed to load (spec §8), with a retry. */
export function IslandFailure({ message, retryLabel, retry }: { message: string; retryLabel: string; retry: () => void }) {
  return (
    <div className="island__placeholder" role="alert">
      <p>{message}</p>
      <button type="button" className="button button--secondary" onClick={retry}>
        {retryLabel}
      </button>
    </div>
  );
}
