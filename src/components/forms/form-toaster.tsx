import { useEffect, useState } from "react";
import { Toaster } from "../toasts/toaster";

let owner: symbol | null = null;

/**
 * The public forms' toasts (spec §8: a 429 is a toast). Content pages have no Toaster of their own, so
 * the first form island on the page mounts the shared one; the other forms of the page render nothing.
 */
export function FormToaster() {
  const [me] = useState(() => Symbol("form-toaster"));
  const [mine, setMine] = useState(false);
  useEffect(() => {
    if (owner && owner !== me) return;
    owner = me;
    setMine(true);
    return () => {
      if (owner === me) owner = null;
    };
  }, [me]);
  return mine ? <Toaster /> : null;
}
