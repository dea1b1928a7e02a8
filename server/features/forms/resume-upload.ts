// Streams an uploaded resume to a work file as it arrives: never held in memory whole, cut off past the size
// limit (413), refused by its first bytes when it is not a PDF, DOC or DOCX (415). A refused file leaves nothing.
import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../errors.ts';
import { formPageMessages } from '../../../shared/form-page-messages.ts';
import {
  isWordPackage,
  signatureLength,
  typeFromSignature,
  type ResumeType,
} from './resume-type.ts';

/** A busboy file stream: `truncated` is set when it passed the multipart fileSize limit. */
export type UploadStream = Readable & { truncated?: boolean };

export interface ReceivedResume {
  /** Undefined only for an empty file, which the form schema refuses. */
  type: ResumeType | undefined;
  size: number;
}

/** Holds back the first bytes until they name an accepted type, then lets everything through. */
class SignatureGate extends Transform {
  type: ResumeType | undefined;
  private head: Buffer[] = [];
  private headLength = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    if (this.type) return done(null, chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < signatureLength) return done();
    this.release(done);
  }

  override _flush(done: TransformCallback) {
    if (this.type || this.headLength === 0) return done();
    this.release(done);
  }

  private release(done: TransformCallback) {
    const head = Buffer.concat(this.head);
    this.type = typeFromSignature(head);
    this.head = [];
    if (!this.type) return done(new AppError(415, formPageMessages.resumeType));
    done(null, head);
  }
}

const tooLarge = () => new AppError(413, formPageMessages.resumeTooLarge);

/** Writes `file` to `path`; on any refusal or failure removes `path` and throws. */
export async function receiveResume(file: UploadStream, path: string): Promise<ReceivedResume> {
  const gate = new SignatureGate();
  let limited = false;
  file.once('limit', () => {
    limited = true;
  });
  try {
    await pipeline(file, gate, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
    // busboy ends a file that passed fileSize quietly, marked `truncated`: that is a refusal, not a short file.
    if (limited || file.truncated) throw tooLarge();
    const { size } = await stat(path);
    if (size === 0) return { type: undefined, size };
    if (gate.type === 'docx' && !(await isWordPackage(path, size))) {
      throw new AppError(415, formPageMessages.resumeType);
    }
    return { type: gate.type, size };
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
}
