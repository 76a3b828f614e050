import { useEffect, useState } from "react";
import { loadFeatures } from "../api-client/site-features";
import { isVpnHidden } from "../lib/vpn-rule";

export { isVpnHidden };

export function fetchVpnHidden(): Promise<boolean> {
  return loadFeatures().then((features) => (features ? isVpnHidden(features) : false));
}

export function useVpnHidden(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let live = true;
    void fetchVpnHidden().then((value) => live && setHidden(value));
    return () => {
      live = false;
    };
  }, []);
  return hidden;
}
