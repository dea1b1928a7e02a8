// The two fixture files run as one group, as tests/groups/*.test.ts run theirs.
import { runGroup } from '../test-group.ts';

await runGroup(['tests/helpers/group-fixtures/first.ts', 'tests/helpers/group-fixtures/second.ts']);
