// The names of states and cities as the reader's language writes them (issue 41). English writes them as the
// lending API sends them; the Hindi build puts place-names.hi.ts here, with the Devanagari name of every state and
// union territory and of the cities we know, shown beside the Latin name. Loaded with the first list, not the page.

/** The name the list shows for a place the lending API names `name`. */
export function placeLabel(name: string): string {
  return name;
}
