import { act, screen } from '@testing-library/react';
import { common } from '@app/i18n';
import { renderInShell } from '@app/ui/testing';
import { useAppUpdate } from './app-update';
import { AppUpdatePrompt } from './app-update-prompt';

it('says nothing until a new version waits, then offers it; accepting starts it', async () => {
  useAppUpdate.setState({ apply: null });
  await renderInShell(<AppUpdatePrompt />, { language: 'fr' });
  expect(screen.queryByText(common.fr.appUpdate.text)).not.toBeInTheDocument();

  const apply = jest.fn();
  act(() => useAppUpdate.getState().offer(apply));
  expect(screen.getByText(common.fr.appUpdate.text)).toBeInTheDocument();
  act(() => screen.getByRole('button', { name: common.fr.appUpdate.reload }).click());
  expect(apply).toHaveBeenCalledTimes(1);
});
