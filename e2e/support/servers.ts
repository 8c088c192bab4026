/**
 * The servers the browser suite runs against, each on a fresh data directory: the standard
 * site (username registration) and a green-mode site with phone registration and OTP.
 */
export const E2E_SERVERS = {
  standard: { name: 'standard', url: 'http://127.0.0.1:3100' },
  green: { name: 'green', url: 'http://127.0.0.1:3101' },
} as const;
