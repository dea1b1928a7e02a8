// The browser's calls for one-time codes (DESIGN section 3: POST /api/otp and /api/otp/verify), through the one
// API client (request.ts), so a refusal reads like any other: the server's detail, its field errors, Retry-After.
import {
  otpSentSchema,
  otpVerifiedSchema,
  type OtpPurpose,
  type OtpSent,
} from '../../shared/schemas/otp.ts';
import { requestJson, type ApiResult } from './request.ts';

export const requestCode = (purpose: OtpPurpose, identifier: string): Promise<ApiResult<OtpSent>> =>
  requestJson('/api/otp', { schema: otpSentSchema, method: 'POST', body: { purpose, identifier } });

export const verifyCode = (purpose: OtpPurpose, identifier: string, code: string) =>
  requestJson('/api/otp/verify', {
    schema: otpVerifiedSchema,
    method: 'POST',
    body: { purpose, identifier, code },
  });
