// A file part of a multipart body, as a route's body schema names it. The route reads the part before
// validation and hands the schema what it learned (a resume's name and size, say); the document shows the wire
// format, a file of the accepted content types, instead of that summary.
import { z } from 'zod';

const fileOf = (contentType: string) => ({ type: 'string', contentMediaType: contentType });

export function filePart<S extends z.ZodType>(
  summary: S,
  file: { contentTypes: readonly [string, ...string[]]; description: string },
) {
  const [only, ...more] = file.contentTypes;
  // z.unknown() is documented as {} and the metadata fills it in; the summary's own rules do the checking.
  return z
    .unknown()
    .pipe(summary)
    .meta({
      ...(more.length ? { anyOf: file.contentTypes.map(fileOf) } : fileOf(only)),
      description: file.description,
    });
}
