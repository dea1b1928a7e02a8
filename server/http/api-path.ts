// Which requests are for our HTTP API (DESIGN section 3), in one place: the security headers answer them with the data
// set, the answer language follows the API's rule for them, and an unknown one gets a problem, never the 404 page.

/** Every path of our HTTP API starts with this. */
export const API_PREFIX = '/api/';

/** Whether a request's URL (or a path) is one of our HTTP API's, known endpoint or not. */
export const isApiPath = (url: string): boolean => url.startsWith(API_PREFIX);
