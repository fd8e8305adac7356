import { COMMON_ERRORS, errorResponse } from '../common/error-responses';
import type { ApiRoute } from '../common/api-route';
import { operationalRoutes } from '../common/health';
import { cookieConsentInputSchema, cookieConsentSchema } from './cookie-consent.input';
import { dashboardSchema } from './dashboard.output';
import { profileUpdateInputSchema } from './profile-update.input';
import { profileSchema } from './profile.output';
import { userSettingsInputSchema, userSettingsSchema } from './settings.output';

export * from './dashboard.output';

export const recordCookieConsentRoute = {
  method: 'post',
  path: '/cookie-consents',
  summary: 'Record that a visitor accepted cookies',
  tags: ['cookie consent'],
  body: cookieConsentInputSchema,
  responses: {
    201: { description: 'Consent recorded', schema: cookieConsentSchema },
    400: errorResponse('Invalid body'),
    413: COMMON_ERRORS.tooLarge,
    415: COMMON_ERRORS.notJson,
  },
} as const satisfies ApiRoute;

// The signed-in user's own data. Every route below needs the `vitalia_access` cookie or
// `Authorization: Bearer <access token>`; a cookie-authenticated change must come from the site's
// origin (Origin header); a Bearer client sends no cookies and needs no Origin.
const { unauthorized, crossSite } = COMMON_ERRORS;
const noProfile = errorResponse('The profile is not created yet (sign-up is still being processed)');

export const getProfileRoute = {
  method: 'get',
  path: '/profile',
  summary: "The signed-in user's profile; records this visit as the last access",
  tags: ['profile'],
  responses: { 200: { description: 'The profile', schema: profileSchema }, 401: unauthorized, 404: noProfile },
} as const satisfies ApiRoute;

export const updateProfileRoute = {
  method: 'patch',
  path: '/profile',
  summary: 'Save name, birth date and phone (e-mail is read only); the phone is stored in E.164',
  tags: ['profile'],
  body: profileUpdateInputSchema,
  responses: {
    200: { description: 'The updated profile', schema: profileSchema },
    400: errorResponse('Invalid body or phone number'),
    401: unauthorized,
    403: crossSite,
    404: noProfile,
  },
} as const satisfies ApiRoute;

export const getSettingsRoute = {
  method: 'get',
  path: '/settings',
  summary: "The signed-in user's settings, created with the defaults when missing",
  tags: ['settings'],
  responses: { 200: { description: 'The settings', schema: userSettingsSchema }, 401: unauthorized, 404: noProfile },
} as const satisfies ApiRoute;

export const saveSettingsRoute = {
  method: 'put',
  path: '/settings',
  summary: 'Replace the settings with the whole object sent ("save all")',
  tags: ['settings'],
  body: userSettingsInputSchema,
  responses: {
    200: { description: 'The stored settings', schema: userSettingsSchema },
    400: errorResponse('Invalid body'),
    401: unauthorized,
    403: crossSite,
    404: noProfile,
  },
} as const satisfies ApiRoute;

export const getDashboardRoute = {
  method: 'get',
  path: '/dashboard',
  summary: 'Greeting name and the counts of screenings and exams for the signed-in home',
  tags: ['dashboard'],
  responses: { 200: { description: 'The dashboard', schema: dashboardSchema }, 401: unauthorized },
} as const satisfies ApiRoute;

export const accountRoutes = [
  ...operationalRoutes,
  recordCookieConsentRoute,
  getProfileRoute,
  updateProfileRoute,
  getSettingsRoute,
  saveSettingsRoute,
  getDashboardRoute,
] as const satisfies readonly ApiRoute[];
