// Reads tap's TAP stream (reporter: tap) for npm test: its files, their tests, and what failed, by name.

/**
 * Tap's TAP stream read by file: each file tap ran (a group of files, or a file of its own), whether it ended ok,
 * and its tests (the first level of subtests), each with the test file it comes from (a group names each member in
 * a `# tests/...` comment before the member's tests) and, when it failed, its first failed assertion or subtest.
 */
export function tapFiles(out) {
  const files = [];
  let file;
  let member = '';
  let assertion = '';
  for (const line of out.split('\n')) {
    const start = /^# Subtest: (.+)$/.exec(line);
    if (start) {
      file = { name: start[1], ok: true, tests: [] };
      member = start[1];
      files.push(file);
      continue;
    }
    if (!file) continue;
    const memberStart = /^ {4}# (tests\/\S+\.test\.ts)$/.exec(line);
    const inner = /^ {8}not ok \d+ - (.*?)(?: # time=.*)?$/.exec(line);
    const test = /^ {4}(not )?ok \d+ - (.*?)(?: # time=.*)?$/.exec(line);
    const end = /^(not )?ok \d+ - (.*?)(?: # time=.*)?$/.exec(line);
    if (memberStart) member = memberStart[1];
    else if (inner) assertion ||= inner[1];
    else if (test) {
      file.tests.push({ file: member, group: file.name, title: test[2], ok: !test[1], assertion });
      assertion = '';
    } else if (end && end[2] === file.name) file.ok = !end[1];
  }
  return files;
}

/**
 * Passed and failed tests of a tap run. A file that failed with no failed test (a crash, or tap's time-out) counts
 * as one failure, and so does a run that failed with nothing to show for it.
 */
export function tally(files, code) {
  let passed = 0;
  let failed = 0;
  for (const file of files) {
    const bad = file.tests.filter((test) => !test.ok).length;
    passed += file.tests.length - bad;
    failed += bad || (file.ok ? 0 : 1);
  }
  if (code !== 0 && failed === 0) failed = 1;
  return { passed, failed };
}

/**
 * The failures of one file tap ran, each named as `tap: file › test: first failed assertion`, or the whole file when
 * it failed with no failed test (a crash, or tap's time-out).
 */
export function failedIn(file) {
  const bad = file.tests.filter((test) => !test.ok);
  if (bad.length > 0)
    return bad.map(
      (test) =>
        `tap: ${test.file} › ${test.title}${test.assertion ? `: ${brief(test.assertion)}` : ''}`,
    );
  return file.ok ? [] : [`tap: ${file.name} (the file failed)`];
}

/** The first line of a failed assertion's message, cut to 160 characters (some hold a server's whole output). */
function brief(message) {
  const line = message.split('\n')[0];
  return line.length > 160 ? `${line.slice(0, 159)}…` : line;
}
