import { useEffect } from 'react';
import { render, screen } from '@testing-library/react';
import type { Language, SharingWidgetProps } from '@app/contracts';
import { loadRemoteModule } from '../remotes/load-remote-module';
import { forgetSharingWidgets } from './load-sharing-widget';
import { SHARING_SLOTS, SharingLanguageProvider } from './sharing-slots';

jest.mock('../remotes/load-remote-module', () => ({ loadRemoteModule: jest.fn() }));
const load = jest.mocked(loadRemoteModule);

let mounts = 0;
function FakeSharePanel({ language, apiBase, analysisId, shareType }: SharingWidgetProps & { analysisId: string; shareType: string }) {
  useEffect(() => {
    mounts += 1;
  }, []);
  return <p>{`share ${analysisId} (${shareType}) in ${language} via ${apiBase}`}</p>;
}

function Page({ language }: { language: Language }) {
  const { SharePanel, ReferralCard } = SHARING_SLOTS;
  return (
    <SharingLanguageProvider language={language}>
      <h1>page</h1>
      <SharePanel analysisId="a1" shareType="symptom_analysis" />
      <ReferralCard />
    </SharingLanguageProvider>
  );
}

beforeEach(() => {
  forgetSharingWidgets();
  load.mockReset();
  mounts = 0;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

it('a slot shows its mf-sharing widget with the page language and the sharing API, and its own props', async () => {
  load.mockImplementation(async (_remote, module) => (module === 'SharePanel' ? FakeSharePanel : () => <p>referral card</p>) as never);
  render(<Page language="fr" />);
  expect(await screen.findByText('share a1 (symptom_analysis) in fr via /api/sharing')).toBeInTheDocument();
  expect(screen.getByText('referral card')).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('mf_sharing', 'SharePanel', { retry: false });
  expect(load).toHaveBeenCalledWith('mf_sharing', 'ReferralCard', { retry: false });
});

it('a language switch re-renders the widget in the new language without remounting it', async () => {
  load.mockImplementation(async (_remote, module) => (module === 'SharePanel' ? FakeSharePanel : () => null) as never);
  const view = render(<Page language="pt" />);
  await screen.findByText(/in pt via/);
  view.rerender(<Page language="de" />);
  expect(await screen.findByText(/in de via/)).toBeInTheDocument();
  expect(mounts).toBe(1);
});

it('a slot shows nothing while mf-sharing loads', () => {
  load.mockReturnValue(new Promise(() => undefined));
  render(<Page language="en" />);
  expect(screen.getByRole('heading', { name: 'page' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('when mf-sharing cannot be loaded the slots show nothing and the page stays; a later slot tries again', async () => {
  load.mockRejectedValue(new Error('mf-sharing offline'));
  const view = render(<Page language="en" />);
  await screen.findByRole('heading', { name: 'page' });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(view.container).toHaveTextContent(/^page$/);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();

  view.unmount();
  load.mockResolvedValue(FakeSharePanel as never);
  render(<Page language="en" />);
  expect(await screen.findAllByText(/via \/api\/sharing/)).toHaveLength(2);
  expect(load).toHaveBeenLastCalledWith('mf_sharing', expect.any(String), { retry: true });
});

it('a widget that throws is contained: the page around it keeps working', async () => {
  load.mockImplementation(
    async (_remote, module) =>
      (module === 'SharePanel'
        ? () => {
            throw new Error('broken widget');
          }
        : () => <p>referral card</p>) as never,
  );
  render(<Page language="en" />);
  expect(await screen.findByText('referral card')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'page' })).toBeInTheDocument();
});
