import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The e2e site runs beside a developer's own `npm start`, on ports of its own. */
export const E2E_PORTS = {
  PORT: 8180,
  IDENTITY_PORT: 4101,
  ACCOUNT_PORT: 4102,
  SYMPTOMS_PORT: 4103,
  PRO_PORT: 4104,
  SHARING_PORT: 4105,
  MF_SYMPTOMS_PORT: 3201,
  MF_ACCOUNT_PORT: 3202,
  MF_PRO_PORT: 3203,
  MF_SHARING_PORT: 3204,
  MAIL_CATCHER_SMTP_PORT: 1125,
  MAIL_CATCHER_HTTP_PORT: 1180,
  STRIPE_DOUBLE_PORT: 4110,
} as const;

export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORTS.PORT}`;
/** Where the site's mail lands (tools/mail-catcher): the tests read reset and confirmation links there. */
export const E2E_MAIL_CATCHER = `http://127.0.0.1:${E2E_PORTS.MAIL_CATCHER_HTTP_PORT}`;
export const ROOT = path.resolve(__dirname, '../..');
/** The accounts on the site's test-access list (PRO_TEST_ACCESS_EMAILS), each made by one test only. */
export const PRO_TESTER_EMAIL = 'pro.tester@example.com';
/** One owner per attempt, so that a retry starts from an account of its own. */
export const PRO_OWNER_EMAILS = ['pro.owner@example.com', 'pro.owner.retry@example.com'] as const;
export const E2E_DIR = path.join(os.tmpdir(), 'vitalia-e2e');
export const DATA_DIR = path.join(E2E_DIR, 'data');
export const REMOTES_FILE = path.join(E2E_DIR, 'remotes.json');
export const DEFAULT_REMOTES = {
  remotes: {
    mf_symptoms: '/mf/symptoms/mf-manifest.json',
    mf_account: '/mf/account/mf-manifest.json',
    mf_pro: '/mf/pro/mf-manifest.json',
    mf_sharing: '/mf/sharing/mf-manifest.json',
  },
};

/** The pid of each process `npm start` launched, as its process table says. */
export function runningProcesses(): Record<string, number> {
  return JSON.parse(readFileSync(path.join(DATA_DIR, 'run', 'processes.json'), 'utf8'));
}
