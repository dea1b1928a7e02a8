// Vite plugin: each client/content/policies/*.md imports as its compiled PolicyDocument (one lazily loaded chunk
// per document, its body, the compiled HTML, in another, loaded by its `body()`; ?body is that HTML), with ?meta as just its front matter summary, or with ?title as its slug and title (what the footer
// and the route table need in every first load; the rest of the summary is the server's, decision 0119). marked
// runs here, never in the browser.
import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { site } from '../../shared/site.ts';
import type {
  PolicyFrame,
  PolicyName,
  PolicySummary,
} from '../../client/content/policy-document.ts';
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
      const exported = (data: unknown) => ({
        code: `export default ${JSON.stringify(data)};\n`,
        moduleSideEffects: false,
      });
      if (asks.has('title')) return exported({ slug, title } satisfies PolicyName);
      if (asks.has('meta'))
        return exported({
          slug,
          title,
          description,
          updated,
          version,
          effective,
        } satisfies PolicySummary);
      if (asks.has('body')) return exported(doc.html);
      // The document without its body, which is a chunk of its own: the browser's first page takes the body from
      // the HTML the server sent (routes.tsx, decision 0119), so it never downloads the text a second time.
      const { locale, toc } = doc;
      const frame = { slug, title, description, updated, version, effective, locale, toc };
      return {
        code: `const frame = ${JSON.stringify(frame satisfies PolicyFrame)};
export default { ...frame, body: () => import(${JSON.stringify(`${path}?body`)}).then((m) => m.default) };
`,
        moduleSideEffects: false,
      };
    },
  };
}
