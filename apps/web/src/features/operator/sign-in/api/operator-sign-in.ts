import type { SignIn } from '@nibras/contracts/sign-in';
import {
  operatorChallengeSchema,
  operatorEnrolledSchema,
  operatorEnrolmentSchema,
  type OperatorVerifyBody,
} from '@nibras/contracts/operator-sign-in';
import { loginResponseSchema } from '@nibras/contracts/sign-in';
import { apiRequest } from '@/lib/api-client';

/** The four calls of an operator's sign-in (decision 0026), in the order they happen. */

export async function operatorPassword(credentials: SignIn) {
  const envelope = await apiRequest<unknown>('/api/v1/operator/auth/password', {
    method: 'POST',
    body: credentials,
  });
  return operatorChallengeSchema.parse(envelope.data);
}

export async function startEnrolment(challenge: string) {
  const envelope = await apiRequest<unknown>('/api/v1/operator/auth/enrolment', {
    method: 'POST',
    body: { challenge },
  });
  return operatorEnrolmentSchema.parse(envelope.data);
}

export async function confirmEnrolment(body: { challenge: string; code: string }) {
  const envelope = await apiRequest<unknown>('/api/v1/operator/auth/enrolment/confirm', {
    method: 'POST',
    body,
  });
  return operatorEnrolledSchema.parse(envelope.data);
}

export async function verifySecondFactor(body: OperatorVerifyBody) {
  const envelope = await apiRequest<unknown>('/api/v1/operator/auth/verify', {
    method: 'POST',
    body,
  });
  return loginResponseSchema.parse(envelope.data);
}
