import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@app/ui';
import { useAppUpdate } from './app-update';

const Prompt = styled.div`
  position: fixed;
  top: ${({ theme }) => theme.space(3)};
  left: 50%;
  transform: translateX(-50%);
  z-index: 60;
  width: max-content;
  max-width: calc(100vw - ${({ theme }) => theme.space(6)});
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)}
    ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.text};
  color: #fff;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadow};
  p {
    margin: 0;
  }
`;

/** "A new version is available": the new version starts only when the person says so, and the page reloads into it. */
export function AppUpdatePrompt() {
  const { t } = useTranslation();
  const apply = useAppUpdate((state) => state.apply);
  if (!apply) return null;
  return (
    <Prompt aria-live="polite" data-print-hide="">
      <p>{t('appUpdate.text')}</p>
      <Button type="button" onClick={apply}>
        {t('appUpdate.reload')}
      </Button>
    </Prompt>
  );
}
