import { forwardRef, type AnchorHTMLAttributes, type MouseEvent, type Ref } from "react";
import { navigate as reachNavigate } from "@reach/router";

// What the site's client code takes from "gatsby", for feature tests (jest.mock("gatsby", …) in each file):
// navigation is @reach/router's, which Gatsby's own is built on, so a screen's redirect is the address bar's
// change the test reads (`window.location`) and the router below it renders the new route.

export const navigate = (to: string | number, options?: { replace?: boolean; state?: Record<string, unknown> }) =>
  typeof to === "number" ? window.history.go(to) : reachNavigate(to, options);

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; innerRef?: Ref<HTMLAnchorElement>; activeClassName?: string };

/** Gatsby's Link: an anchor that navigates in the app on a plain click. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, innerRef, activeClassName: _active, onClick, children, ...rest }, ref) {
  return (
    <a
      {...rest}
      href={to}
      ref={ref ?? innerRef}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        void navigate(to);
      }}
    >
      {children}
    </a>
  );
});

/** Page queries run at build time only; client code never calls these in a feature test. */
export const graphql = () => {
  throw new Error("graphql is build-time only");
};
export const useStaticQuery = () => {
  throw new Error("useStaticQuery is build-time only");
};
