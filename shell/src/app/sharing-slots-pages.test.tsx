import { screen, waitFor } from '@testing-library/react';
import type { RemotePageProps, SharingWidgetProps } from '@app/contracts';
import { common } from '@app/i18n';
import { loadRemoteModule } from '../features/remotes/load-remote-module';
import { forgetSharingWidgets } from '../features/sharing/load-sharing-widget';
import { TEST_USER } from '../testing/fake-identity';
import { renderSite, setDeviceLanguages } from '../testing/render-app';

jest.mock('../features/remotes/load-remote-module', () => ({ loadRemoteModule: jest.fn() }));
const load = jest.mocked(loadRemoteModule);

/** A symptom or history page that shows the sharing slots it is handed, as mf-symptoms and mf-account do. */
function FakePageWithSlots({ language, apiBase, sharing }: RemotePageProps) {
  return (
    <>
      <h1>{`page in ${language} from ${apiBase}`}</h1>
      {sharing && (
        <>
          <sharing.SharePanel analysisId="a1" shareType="history_symptom" />
          <sharing.ReferralCard />
          <sharing.SharedLinks />
        </>
      )}
    </>
  );
}

const fakeWidget = (name: string) =>
  function FakeWidget({ language, apiBase, ...rest }: SharingWidgetProps & Record<string, unknown>) {
    return <p>{`${name} in ${language} via ${apiBase} ${JSON.stringify(rest)}`}</p>;
  };

function remotes({ sharingOnline = true } = {}) {
  load.mockImplementation(async (remote, module) => {
    if (remote !== 'mf_sharing') return FakePageWithSlots as never;
    if (!sharingOnline) throw new Error('mf-sharing offline');
    return fakeWidget(module) as never;
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setDeviceLanguages(['en-US']);
  forgetSharingWidgets();
  load.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the sharing slots', () => {
  it('the symptom page gets the share panel, referral card and shared links in its language', async () => {
    remotes();
    await renderSite('/de/symptom-analyse');
    expect(await screen.findByRole('heading', { name: 'page in de from /api/symptoms' })).toBeInTheDocument();
    expect(
      await screen.findByText('SharePanel in de via /api/sharing {"analysisId":"a1","shareType":"history_symptom"}'),
    ).toBeInTheDocument();
    expect(screen.getByText('ReferralCard in de via /api/sharing {}')).toBeInTheDocument();
    expect(screen.getByText('SharedLinks in de via /api/sharing {}')).toBeInTheDocument();
  });

  it('the history page of a signed-in user gets them too', async () => {
    remotes();
    await renderSite('/pt/historico', { user: TEST_USER });
    expect(await screen.findByRole('heading', { name: 'page in pt from /api/symptoms' })).toBeInTheDocument();
    expect(await screen.findByText('ReferralCard in pt via /api/sharing {}')).toBeInTheDocument();
    expect(screen.getByText('SharedLinks in pt via /api/sharing {}')).toBeInTheDocument();
  });

  it('when mf-sharing cannot be loaded the page shows without them, and without the failure screen', async () => {
    remotes({ sharingOnline: false });
    await renderSite('/en/symptom-analysis');
    expect(await screen.findByRole('heading', { name: 'page in en from /api/symptoms' })).toBeInTheDocument();
    await waitFor(() => expect(load).toHaveBeenCalledWith('mf_sharing', 'SharedLinks', expect.anything()));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByText(/via \/api\/sharing/)).not.toBeInTheDocument();
    expect(screen.queryByText(common.en.remoteFailure.message)).not.toBeInTheDocument();
  });
});
