import { COMMON_ERRORS, errorResponse, rateLimitedResponse } from '../common/error-responses';
import type { ApiRoute } from '../common/api-route';
import { operationalRoutes } from '../common/health';
import { analyticsEventInputSchema } from './analytics-event';
import { cookieConsentInputSchema, cookieConsentSchema } from './cookie-consent.input';
import { internalExportQuerySchema, internalExportSchema, userDataExportSchema } from './data-export';
import { deletionRequestInputSchema, deletionRequestParamsSchema, deletionRequestSchema } from './deletion-request';
import { dashboardSchema } from './dashboard.output';
import { profileUpdateInputSchema } from './profile-update.input';
import { profileSchema } from './profile.output';
import { userSettingsInputSchema, userSettingsSchema } from './settings.output';
import { clientErrorInputSchema, performanceMetricInputSchema, privacyPolicyClickInputSchema } from './telemetry.input';

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

// Client telemetry (spec §1 monitoring): anonymous, or with the user id when the access cookie is
// valid. A cookie-carrying request must come from the site's origin, like every cookie-authenticated change.
const telemetryErrors = {
  400: errorResponse('Invalid body (fields are bounded; error texts must be cut to their maximum length)'),
  403: COMMON_ERRORS.crossSite,
  413: COMMON_ERRORS.tooLarge,
  415: COMMON_ERRORS.notJson,
  429: rateLimitedResponse('Too many telemetry reports from this client'),
};

export const recordPerformanceMetricRoute = {
  method: 'post',
  path: '/telemetry/performance',
  summary: 'Record one timed operation of the browser (e.g. a web vital)',
  tags: ['telemetry'],
  body: performanceMetricInputSchema,
  responses: { 204: { description: 'Recorded' }, ...telemetryErrors },
} as const satisfies ApiRoute;

export const recordClientErrorRoute = {
  method: 'post',
  path: '/telemetry/errors',
  summary: 'Record an uncaught failure of the browser app (message and stack cut short)',
  tags: ['telemetry'],
  body: clientErrorInputSchema,
  responses: { 204: { description: 'Recorded' }, ...telemetryErrors },
} as const satisfies ApiRoute;

export const recordPrivacyPolicyClickRoute = {
  method: 'post',
  path: '/telemetry/privacy-policy-clicks',
  summary: 'Record a click on a privacy-policy link and where it was',
  tags: ['telemetry'],
  body: privacyPolicyClickInputSchema,
  responses: { 204: { description: 'Recorded' }, ...telemetryErrors },
} as const satisfies ApiRoute;

export const recordAnalyticsEventRoute = {
  method: 'post',
  path: '/telemetry/events',
  summary: 'Record one analytics event (spec §7), sent only after the visitor accepted cookies; never linked to a user',
  tags: ['telemetry'],
  body: analyticsEventInputSchema,
  responses: { 204: { description: 'Recorded' }, ...telemetryErrors },
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
  summary:
    "Greeting name, whether this is the user's first visit (their first session), and the counts of screenings and exams for the signed-in home",
  tags: ['dashboard'],
  responses: { 200: { description: 'The dashboard', schema: dashboardSchema }, 401: unauthorized },
} as const satisfies ApiRoute;

export const exportUserDataRoute = {
  method: 'get',
  path: '/export',
  summary:
    'Everything every service holds about the signed-in user, as one JSON file (Content-Disposition: attachment). Never partial: if a service cannot answer, nothing is sent',
  tags: ['privacy'],
  responses: {
    200: { description: 'The data file', schema: userDataExportSchema },
    401: unauthorized,
    429: rateLimitedResponse('Too many exports for this user'),
    503: errorResponse('A service holding part of the data did not answer; try again later'),
  },
} as const satisfies ApiRoute;

export const requestDeletionRoute = {
  method: 'post',
  path: '/deletion-request',
  summary:
    "Register and confirm (current password) the deletion of the account. Processed in the background: identity ends every session and removes the credentials, then every service deletes the user's rows",
  tags: ['privacy'],
  body: deletionRequestInputSchema,
  responses: {
    202: { description: 'The request, registered', schema: deletionRequestSchema },
    400: errorResponse('Invalid body'),
    401: unauthorized,
    403: errorResponse('Wrong password (detail `password: invalid_password`, counted as a failed login), or a cross-site request'),
    429: rateLimitedResponse('Too many wrong passwords for this account or client'),
    503: errorResponse('The password could not be checked now; nothing was registered'),
  },
} as const satisfies ApiRoute;

export const currentDeletionRequestRoute = {
  method: 'get',
  path: '/deletion-request',
  summary: "The signed-in user's open deletion request, if any",
  tags: ['privacy'],
  responses: {
    200: { description: 'The request', schema: deletionRequestSchema },
    401: unauthorized,
    404: errorResponse('No deletion request'),
  },
} as const satisfies ApiRoute;

export const deletionRequestStatusRoute = {
  method: 'get',
  path: '/deletion-requests/{id}',
  summary: 'The status of a deletion request by its id, readable without a session (the session ends while it is processed)',
  tags: ['privacy'],
  params: deletionRequestParamsSchema,
  responses: {
    200: { description: 'The request', schema: deletionRequestSchema },
    400: errorResponse('id is not a uuid'),
    404: errorResponse('Unknown request'),
  },
} as const satisfies ApiRoute;

/** Service to service: what one service holds about a user, for account's export (X-Internal-Token). Each data-holding service serves it at its root. */
export const internalExportRoute = {
  method: 'get',
  path: '/internal/export',
  atRoot: true,
  summary: "Everything this service holds about a user, for the account service's data export; with the X-Internal-Token header",
  tags: ['internal'],
  query: internalExportQuerySchema,
  responses: {
    200: { description: "The service's data about the user", schema: internalExportSchema },
    400: errorResponse('userId is not a uuid'),
    401: errorResponse('Missing or wrong internal token'),
  },
} as const satisfies ApiRoute;

export const accountRoutes = [
  ...operationalRoutes,
  recordCookieConsentRoute,
  recordPerformanceMetricRoute,
  recordClientErrorRoute,
  recordPrivacyPolicyClickRoute,
  recordAnalyticsEventRoute,
  getProfileRoute,
  updateProfileRoute,
  getSettingsRoute,
  saveSettingsRoute,
  getDashboardRoute,
  exportUserDataRoute,
  requestDeletionRoute,
  currentDeletionRequestRoute,
  deletionRequestStatusRoute,
  internalExportRoute,
] as const satisfies readonly ApiRoute[];
