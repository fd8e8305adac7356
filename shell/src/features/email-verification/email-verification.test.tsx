import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auth } from '@app/i18n';
import { jsonResponse } from '@app/ui/testing';
import { useSession } from '../session/session-store';
import { TEST_USER, callsTo, routeFetch } from '../../testing/fake-identity';
import { renderSite, setDeviceLanguages } from '../../testing/render-app';

const path = () => screen.getByTestId('current-path').textContent;
const dashboard = { 'GET /api/account/dashboard': jsonResponse({ greetingName: 'Ana', screenings: 1, exams: 0 }) };
const unconfirmedUser = { ...TEST_USER, emailConfirmed: false };

beforeEach(() => {
  localStorage.clear();
  setDeviceLanguages(['en-US']);
});

describe('landing from the confirmation link', () => {
  it('?verified=1 says the e-mail is confirmed and leaves the address as /{lang}', async () => {
    routeFetch({});
    await renderSite('/pt?verified=1');

    // Announced politely (the router's test output is a status too, hence by text).
    expect(await screen.findByText(auth.pt.verification.confirmed)).toHaveAttribute('role', 'status');
    await waitFor(() => expect(path()).toBe('/pt'));
  });

  it('?verified=0 says the link is invalid or expired', async () => {
    routeFetch({});
    await renderSite('/fr?verified=0');

    expect(await screen.findByRole('alert')).toHaveTextContent(auth.fr.verification.linkInvalid);
    await waitFor(() => expect(path()).toBe('/fr'));
  });

  it('a signed-in user landing with ?verified=1 has the session read again, so the unconfirmed notice goes', async () => {
    const fetchMock = routeFetch({ ...dashboard, 'GET /api/identity/me': jsonResponse(TEST_USER) });
    await renderSite('/en?verified=1', { user: unconfirmedUser });

    expect(await screen.findByText(auth.en.verification.confirmed)).toBeInTheDocument();
    await waitFor(() => expect(useSession.getState().user?.emailConfirmed).toBe(true));
    expect(callsTo(fetchMock, 'GET /api/identity/me')).toHaveLength(1);
    expect(screen.queryByText(auth.en.verification.unconfirmed)).not.toBeInTheDocument();
  });

  it('the home without the flag says nothing about confirmation', async () => {
    routeFetch({});
    await renderSite('/es');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(auth.es.verification.confirmed)).not.toBeInTheDocument();
    expect(screen.queryByText(auth.es.verification.linkInvalid)).not.toBeInTheDocument();
  });
});

describe('the dashboard of a user whose e-mail is not confirmed', () => {
  it('shows a notice with the resend button', async () => {
    const user = userEvent.setup();
    const fetchMock = routeFetch({ ...dashboard, 'POST /api/identity/verify-email/resend': jsonResponse({ message: 'accepted' }, 202) });
    await renderSite('/de', { user: unconfirmedUser });

    expect(await screen.findByText(auth.de.verification.unconfirmed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: auth.de.verification.resend }));

    expect(await screen.findByText(auth.de.verification.sent)).toHaveAttribute('role', 'status');
    const [[, init]] = callsTo(fetchMock, 'POST /api/identity/verify-email/resend') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ email: TEST_USER.email });
  });

  it('shows nothing once the e-mail is confirmed', async () => {
    routeFetch(dashboard);
    await renderSite('/de', { user: TEST_USER });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hallo, Ana!' })).toBeInTheDocument();
    expect(screen.queryByText(auth.de.verification.unconfirmed)).not.toBeInTheDocument();
  });
});
