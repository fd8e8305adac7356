// The parts `npm start` runs, with their default ports. Every port can be moved by its environment variable.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const SERVICES = [
  { name: 'identity', portVar: 'IDENTITY_PORT', port: 4001, urlVar: 'IDENTITY_URL' },
  { name: 'account', portVar: 'ACCOUNT_PORT', port: 4002, urlVar: 'ACCOUNT_URL' },
  { name: 'symptoms', portVar: 'SYMPTOMS_PORT', port: 4003, urlVar: 'SYMPTOMS_URL' },
  { name: 'pro', portVar: 'PRO_PORT', port: 4004, urlVar: 'PRO_URL' },
  { name: 'sharing', portVar: 'SHARING_PORT', port: 4005, urlVar: 'SHARING_URL' },
];

export const REMOTES = [
  { name: 'mf-symptoms', portVar: 'MF_SYMPTOMS_PORT', port: 3101, urlVar: 'MF_SYMPTOMS_URL' },
  { name: 'mf-account', portVar: 'MF_ACCOUNT_PORT', port: 3102, urlVar: 'MF_ACCOUNT_URL' },
  { name: 'mf-pro', portVar: 'MF_PRO_PORT', port: 3103, urlVar: 'MF_PRO_URL' },
  { name: 'mf-sharing', portVar: 'MF_SHARING_PORT', port: 3104, urlVar: 'MF_SHARING_URL' },
];

/** The embedded setup's mail server (tools/mail-catcher): SMTP for identity, a web page for people. */
export const MAIL_CATCHER = {
  name: 'mail-catcher',
  smtp: { portVar: 'MAIL_CATCHER_SMTP_PORT', port: 1025 },
  http: { portVar: 'MAIL_CATCHER_HTTP_PORT', port: 1080 },
};

/** The embedded setup's Stripe (tools/stripe-double): Stripe's API, checkout and portal in test mode, for pro. */
export const STRIPE_DOUBLE = { name: 'stripe-double', portVar: 'STRIPE_DOUBLE_PORT', port: 4010 };

export const FRONTENDS = ['shell', ...REMOTES.map((remote) => remote.name)];

export function portOf(part, env = process.env) {
  return Number(env[part.portVar] ?? part.port);
}
