/**
 * `prop-types` in Gatsby's production browser bundle (decision 232): Gatsby's runtime and its router declare
 * `propTypes`, which React never checks in production; the package's production build is a table of no-ops that every
 * app page loaded (0.3 KB br). Here every validator, whatever its name, is the one no-op, chainable
 * (`PropTypes.shape({…}).isRequired`, `PropTypes.string.isRequired`).
 */
type Validator = { (...args: unknown[]): Validator; isRequired: Validator };

const validator = (() => validator) as Validator;
validator.isRequired = validator;

const PropTypes: Record<string, Validator> = new Proxy({}, { get: () => validator });
export default PropTypes;
