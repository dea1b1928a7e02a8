// multipart/form-data: small text fields, one file per request. The default file size is the smallest upload we
// take (a resume); a route taking bigger files passes its own `limits.fileSize` to request.file() /
// request.parts(). A file past the limit is cut off and marked `truncated` rather than refused, so every route
// that takes a file must check that (see server/features/forms/resume-upload.ts).
//
// Registered by the route plugins that read multipart (careers.ts, no-script-forms.ts, kyc-video.ts), in their
// own contexts, not for the whole app: @fastify/multipart adds an async onRequest hook (a 'close' listener on
// every response) and an async onResponse hook (two promises and a microtask hop) to each route of the context it
// is registered in, and no other route has a file to clean up (issue 20: a tenth of the time of a cached answer).
// Elsewhere a multipart body is refused as any unlisted type is: 415, "contentTypeRefused".
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
