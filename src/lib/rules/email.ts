/**
 * The e-mail rule of spec §5 ("Enter a valid email address"), the one pattern the forms, the request
 * schemas and the sandbox check: something, one @, a domain with a dot, no spaces.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value);
