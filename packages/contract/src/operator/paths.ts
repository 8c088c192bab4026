/**
 * Where the console's API lives. Plain data, so the console can import it without the schemas.
 */

/** The operator calls: POST /admin/api/<name>. */
export const OPERATOR_API_PREFIX = '/admin/api';

export const operatorWirePath = (call: { name: string }): string => `${OPERATOR_API_PREFIX}/${call.name}`;

/** Routes other than calls: GET, answered with bytes, under the same session and permission rules. */
export const KYC_FILE_ROUTE = { path: `${OPERATOR_API_PREFIX}/kycFile/:fileId`, permission: 'kyc.read' } as const;
export const kycFileUrl = (fileId: string): string => `${OPERATOR_API_PREFIX}/kycFile/${encodeURIComponent(fileId)}`;
