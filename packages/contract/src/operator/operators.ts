import { z } from 'zod';
import { defineOperatorCall, EpochMs, RowId } from './define.ts';
import { OPERATOR_ROLES } from './roles.ts';
import { OperatorUsername } from './session.ts';

/** Operators managed by admins: create, reset access, deactivate. */

export const OperatorSummary = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  active: z.boolean(),
  enrolled: z.boolean().describe('has a password and a TOTP secret'),
  lockedUntil: EpochMs.nullable(),
  lastLoginAt: EpochMs.nullable(),
  createdAt: EpochMs,
  createdBy: z.string(),
});
export type OperatorSummary = z.infer<typeof OperatorSummary>;

const Enrolment = z.object({
  enrollToken: z.string().describe('shown once: the new operator opens /admin/enroll#<token> to set a password and a TOTP secret'),
  enrollExpiresAt: EpochMs,
});

export const operatorList = defineOperatorCall({
  name: 'operatorList', permission: 'operators.manage',
  summary: 'Every operator, active first.',
  body: z.object({}),
  response: z.object({ list: z.array(OperatorSummary) }),
});

export const operatorCreate = defineOperatorCall({
  name: 'operatorCreate', permission: 'operators.manage',
  summary: 'Creates an operator with a role and answers a one-time enrolment token (valid 24 hours); the operator chooses their own password.',
  body: z.object({ username: OperatorUsername, role: z.enum(OPERATOR_ROLES) }),
  response: z.object({ operator: OperatorSummary }).extend(Enrolment.shape),
});

export const operatorResetAccess = defineOperatorCall({
  name: 'operatorResetAccess', permission: 'operators.manage',
  summary: 'Resets an operator\'s two-factor login (lost phone or codes): their password, TOTP secret and recovery codes are cleared, their sessions end, and a new enrolment token is answered.',
  body: z.object({ operatorId: RowId }),
  response: z.object({ operator: OperatorSummary }).extend(Enrolment.shape),
});

export const operatorDeactivate = defineOperatorCall({
  name: 'operatorDeactivate', permission: 'operators.manage',
  summary: 'Deactivates an operator: their sessions end and sign-in is refused.',
  body: z.object({ operatorId: RowId }),
  response: z.object({ operator: OperatorSummary }),
});

export const operatorManagementCalls = { operatorList, operatorCreate, operatorResetAccess, operatorDeactivate } as const;
