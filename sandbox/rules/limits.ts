export { SSH_KEY_NAME_MAX, SSH_PUBLIC_KEY } from "../../src/lib/rules/ssh-key";
export { TICKET_SUBJECT_MAX } from "../../src/lib/rules/ticket";

/** Field limits the server enforces (spec §3, §5: values not shown there, chosen here). */
export const ORDER_NAME_MAX = 64;
export const PROJECT_NAME_MAX = 50;
export const PROJECT_DESCRIPTION_MAX = 500;
export const TAG_MAX = 32;
export const TAGS_PER_ORDER_MAX = 10;
/** Crypto and freekassa-type providers: minimum amount in EUR unless the provider says otherwise. */
export const DEFAULT_MIN_AMOUNT_EUR = 100;
