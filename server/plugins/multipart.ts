// multipart/form-data for the whole app, registered once: small text fields, one file per request. The default
// file size is the smallest upload we take (a resume); a route taking bigger files passes its own `limits.fileSize`
// to request.file() / request.parts(). A file past the limit is cut off and marked `truncated` rather than
// refused, so every route that takes a file must check that (see server/spool/resume-upload.ts).
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';

export interface MultipartOptions {
  /** Default per-file limit in bytes. */
  fileSize: number;
}

export const multipartPlugin = fp<MultipartOptions>(
  async (app, opts) => {
    await app.register(multipart, {
      throwFileSizeLimit: true,
      limits: {
        fieldNameSize: 100,
        fieldSize: 16 * 1024,
        fields: 20,
        files: 1,
        parts: 25,
        headerPairs: 100,
        fileSize: opts.fileSize,
      },
    });
  },
  { name: 'multipart' },
);
