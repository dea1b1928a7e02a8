// Guards the routes that take a lead link (GET /api/kyc/lead, POST /api/pan/verify, POST /api/kyc/video) against
// walking through lead ids: every link naming no lead (unreadable, unsigned where a signature is due, or unknown
// to the lending API) counts against the address, and past the limit its lead look-ups are refused with a 429
// and a warning in the log until the window moves on (issue 15, docs/decisions/0032).
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { IdentifierLimiter } from '../../http/rate-limit/identifier-limit.ts';
import type { RedisConnection } from '../../redis-connection.ts';
import { messages } from '../../../shared/messages.ts';
import { serverMessages } from '../../../shared/server-messages.ts';
import { decodeRefstr } from '../../verification/refstr.ts';

export interface LeadGuardOptions {
  /** Links naming no lead one address may try per window. */
  maxUnknown: number;
  /** Default 10 minutes. */
  windowMs?: number;
  /** HMAC key of the signed links (REFSTR_SECRET); without it links are plain base64. */
  secret?: string;
  redis?: RedisConnection;
}

export class LeadGuard {
  private readonly unknown: IdentifierLimiter;
  private readonly secret?: string;

  constructor(opts: LeadGuardOptions) {
    this.secret = opts.secret;
    this.unknown = new IdentifierLimiter('unknown-lead', opts.maxUnknown, {
      windowMs: opts.windowMs ?? 10 * 60_000,
      redis: opts.redis,
    });
  }

  /** The lead id a link names; refuses (429) an address that has tried too many links naming no lead. */
  async leadIdOf(request: FastifyRequest, refstr: string | undefined): Promise<string> {
    const wait = await this.unknown.exhausted(request.ip);
    if (wait !== undefined) {
      // The address is the point of this line: it is the one walking through lead ids. No refstr, no lead id.
      request.log.warn(
        { address: request.ip, route: request.routeOptions.url, retryAfter: wait },
        'lead look-up refused: too many links naming no lead from this address',
      );
      const error = new AppError(429, serverMessages.tooManyRequests);
      error.retryAfter = wait;
      throw error;
    }
    const leadId = decodeRefstr(refstr, this.secret);
    if (leadId === undefined) {
      await this.noSuchLead(request);
      throw new AppError(400, messages.invalidLink);
    }
    return leadId;
  }

  /** Counts a link that named no lead (unreadable, or unknown to the lending API). */
  async noSuchLead(request: FastifyRequest): Promise<void> {
    try {
      await this.unknown.take(request.ip);
    } catch (err) {
      if (!(err instanceof AppError) || err.status !== 429) throw err;
      // Over the limit now: the next look-up from this address is refused (and logged) above.
    }
  }
}
