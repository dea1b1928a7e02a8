// Every unit test file of tests/unit, in one process (decision 0128). Run one file alone with `npx tap <file>`.
import { groupMembers, runGroup } from '../helpers/test-group.ts';

await runGroup(groupMembers('unit'));
