// A file part of a multipart body, as a route's body schema names it. The route reads the part before
// validation and hands the schema what it learned (a resume's name and size, say); the document shows the wire
// format, a file, instead of that summary.
import { z } from 'zod';

export function filePart<S extends z.ZodType>(
  summary: S,
  file: { contentType: string; description: string },
) {
  // z.unknown() is documented as {} and the metadata fills it in; the summary's own rules do the checking.
  return z.unknown().pipe(summary).meta({
    type: 'string',
    contentMediaType: file.contentType,
    description: file.description,
  });
}
