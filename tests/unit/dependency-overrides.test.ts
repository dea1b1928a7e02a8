// The package.json overrides (docs/decisions/0023) still give each dependent what it calls: an override that
// resolves to a release without that API would break only the rarely used path, far from here.
import t from 'tap';
import { createRequire } from 'node:module';

const fromPackage = (name: string) => createRequire(createRequire(import.meta.url).resolve(name));

t.test(
  "@fastify/static's content-disposition has the create() it calls for reply.download",
  async (t) => {
    const contentDisposition = fromPackage('@fastify/static')('content-disposition') as {
      create?: (name: string) => string;
    };
    t.equal(typeof contentDisposition.create, 'function');
    t.equal(
      contentDisposition.create!('loan statement.pdf'),
      'attachment; filename="loan statement.pdf"',
    );
  },
);
