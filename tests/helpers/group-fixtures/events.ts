// What the two fixture files of the group runner's test did, in order, shared through the one process.
export const events: string[] = [];
