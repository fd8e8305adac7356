import type { DeletionRequest, TotpStatus, UserSession, UserSettings } from '@app/contracts';
import { jsonResponse } from '@app/ui/testing';
import { notFound } from './route-fetch';

export const SETTINGS: UserSettings = {
  email_notifications: true,
  language: 'portuguese',
  share_data_consent: false,
  theme: 'light',
  exam_analysis_notify: false,
};

export const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
export const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

export const THIS_SESSION: UserSession = {
  id: '0b7a3d52-1f0e-4c8e-9c1e-7f9e5a2d4b63',
  loginTime: '2025-06-21T10:00:00.000Z',
  lastSeenAt: '2025-06-21T12:00:00.000Z',
  ipAddress: '203.0.113.7',
  userAgent: FIREFOX_ON_WINDOWS,
  locationInfo: null,
  current: true,
};

export const PHONE_SESSION: UserSession = {
  id: '7c0f4a7e-2b1d-4a55-8f3e-1b2c3d4e5f60',
  loginTime: '2025-06-18T08:30:00.000Z',
  lastSeenAt: '2025-06-20T19:45:00.000Z',
  ipAddress: '198.51.100.23',
  userAgent: SAFARI_ON_IPHONE,
  locationInfo: { city: 'Recife', country: 'Brasil' },
  current: false,
};

export const TOTP_OFF: TotpStatus = { enabled: false, recoveryCodesLeft: 0 };

export const DELETION_REQUESTED: DeletionRequest = {
  id: '3f2d8c4a-9b1e-4d7a-8c6f-5e4d3c2b1a09',
  status: 'requested',
  requestedAt: '2025-06-21T12:30:00.000Z',
  completedAt: null,
};

/** What the settings page reads when it opens: settings, no deletion request, this device only, TOTP off. */
export function settingsPageRoutes() {
  return {
    'GET /api/account/settings': jsonResponse(SETTINGS),
    'GET /api/account/deletion-request': notFound(),
    'GET /api/identity/sessions': jsonResponse({ sessions: [THIS_SESSION] }),
    'GET /api/identity/totp': jsonResponse(TOTP_OFF),
  };
}
