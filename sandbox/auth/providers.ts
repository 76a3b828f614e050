/** The simulated third-party identity providers (spec §5: two of them are hidden from Russian users). */
export interface ProviderInfo {
  id: string;
  name: string;
  client_id: string;
  flows: Array<"provider_redirect" | "provider_token">;
}

export const PROVIDERS: ProviderInfo[] = [
  { id: "google", name: "Google", client_id: "sandbox-google-client", flows: ["provider_redirect", "provider_token"] },
  { id: "facebook", name: "Facebook", client_id: "sandbox-facebook-client", flows: ["provider_redirect", "provider_token"] },
  { id: "github", name: "GitHub", client_id: "sandbox-github-client", flows: ["provider_redirect"] },
];

export const findProvider = (id: unknown): ProviderInfo | undefined => PROVIDERS.find((p) => p.id === id);
