import { forwardRef, type AnchorHTMLAttributes, type Ref } from "react";

// What island code may use of the `gatsby` package, outside Gatsby's runtime (the island bundler aliases
// `gatsby` to this file, src/build/islands-bundle.ts): links are plain links, navigation is a page load.
// Gatsby's Link renders `<a href>` on the server too, so hydration matches.

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  innerRef?: Ref<HTMLAnchorElement>;
  activeClassName?: string;
  partiallyActive?: boolean;
  state?: unknown;
  replace?: boolean;
};

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, innerRef, activeClassName: _a, partiallyActive: _p, state: _s, replace: _r, children, ...rest },
  ref,
) {
  return (
    <a {...rest} href={to} ref={innerRef ?? ref}>
      {children}
    </a>
  );
});

export function navigate(to: string | number, options?: { replace?: boolean }): Promise<void> {
  if (typeof to === "number") window.history.go(to);
  else if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
  return Promise.resolve();
}

export const withPrefix = (path: string) => path;

export function graphql(): never {
  throw new Error("graphql is build-time only");
}

export function useStaticQuery(): never {
  throw new Error("useStaticQuery is not available in an island: pass the data as props");
}
