// "Not you? / I'm done" (issue 41): the form that ends this browser's sessions carries nothing.
import { z } from 'zod';

/** The empty form a browser posts; unknown fields are ignored, none is read. */
export const endSessionSchema = z
  .object({})
  .describe('Nothing: the cookies say which sessions end');

/** Where the repay page is sent after the end: the same notice for everyone, rendered once and cached. */
export const SESSION_ENDED_QUERY = 'session=ended';
