// Vite plugin: each client/content/policies/*.md imports as its compiled PolicyDocument (one lazily loaded chunk
// per document), with ?meta as just its front matter summary, or with ?title as its slug and title (what the footer
// and the route table need in every first load; the rest of the summary is the server's, decision 0058). marked
// runs here, never in the browser.
import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { site } from '../../shared/site.ts';
import type { PolicyName, PolicySummary } from '../../client/content/policy-document.ts';
import { compilePolicy } from './compile-policy.ts';

export const POLICY_DIR = 'client/content/policies';

export function policyDocuments(): Plugin {
  let root = process.cwd();
  return {
    name: 'rupeeflow:policy-documents',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async load(id) {
      const [path = '', query = ''] = id.split('?');
      if (!path.endsWith('.md') || dirname(path) !== resolve(root, POLICY_DIR)) return null;
      const doc = compilePolicy(await readFile(path, 'utf8'), relative(root, path), site);
      const { slug, title, description, updated, version, effective } = doc;
      const asks = new URLSearchParams(query);
      const data: PolicyName | PolicySummary = asks.has('title')
        ? { slug, title }
        : asks.has('meta')
          ? { slug, title, description, updated, version, effective }
          : doc;
      return { code: `export default ${JSON.stringify(data)};\n`, moduleSideEffects: false };
    },
  };
}
