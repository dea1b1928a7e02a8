// The browser's calls for one-time codes (DESIGN section 3: POST /api/otp and /api/otp/verify), through the one
// API client (request.ts), so a refusal reads like any other: the server's detail, its field errors, Retry-After.
import type { OtpPurpose, OtpSent } from '../../shared/schemas/otp.ts';
import { requestJson, type ApiResult } from './request.ts';

// The schemas load with the first call, not with the page (decision 0113).
const schemas = () => import('../../shared/schemas/otp.ts');

export const requestCode = (purpose: OtpPurpose, identifier: string): Promise<ApiResult<OtpSent>> =>
  requestJson('/api/otp', {
    schema: () => schemas().then((m) => m.otpSentSchema),
    method: 'POST',
    body: { purpose, identifier },
  });

export const verifyCode = (purpose: OtpPurpose, identifier: string, code: string) =>
  requestJson('/api/otp/verify', {
    schema: () => schemas().then((m) => m.otpVerifiedSchema),
    method: 'POST',
    body: { purpose, identifier, code },
  });
