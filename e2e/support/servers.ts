/**
 * The servers the browser suite runs against, each on a fresh data directory: the standard
 * site (username registration) and a green-mode site with phone registration and OTP.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 3100);

export const E2E_SERVERS = {
  standard: { name: 'standard', port: base, url: `http://127.0.0.1:${base}` },
  green: { name: 'green', port: base + 1, url: `http://127.0.0.1:${base + 1}` },
} as const;
