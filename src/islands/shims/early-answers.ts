// The account's early answers (src/api-client/early-answers.ts, decision 126) in islands: content pages never
// start early calls (the early-calls script is only in the account's HTML), so the islands' HTTP client is
// given plain `fetch` instead of the module that looks for them (its bytes count against every island page's
// budget). Read at call time, as the module does, so a page's (or a test's) fetch is the one used.
export const fetchOrEarly = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => fetch(input, init);
