// The page the bench measures rendered per request, on the site and on every peer: the Key Fact Statement for a
// chosen amount and tenure (its query is read while rendering, so no cache can answer it; decision 0117).
export const PER_REQUEST_URL = '/key-fact-statement?amount=20000&days=30';
