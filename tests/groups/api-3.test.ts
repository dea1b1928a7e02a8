// A third of the API and attack test files, in one process (decision 0128). Run one file alone with
// `npx tap <file>`; the files .taprc's include names run in processes of their own.
import { groupMembers, runGroup } from '../helpers/test-group.ts';

await runGroup(groupMembers({ api: 3, of: 3 }));
