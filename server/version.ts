// The running build's version, from package.json (present in the image as in a checkout).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from './paths.ts';

export const version: string = (
  JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string }
).version;
