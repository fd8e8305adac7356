import type { ChangeEvent } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { LANGUAGES, isLanguage } from '@app/contracts';
import type { Language } from '@app/contracts';
import { switchLanguagePath } from '@app/i18n';
import { VisuallyHidden } from '@app/ui';
import type { KeepScrollState } from '../layout/use-scroll-restoration';
import { trackEvent } from '../telemetry/track-event';
import { rememberLanguage } from './language-preferences';

const Select = styled.select`
  font: inherit;
  min-height: 40px;
  padding: 6px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

/** Switching language keeps the user on the same section, in the new language's words. */
export function LanguagePicker({ language }: { language: Language }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();

  function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const next = event.target.value;
    if (!isLanguage(next)) return;
    rememberLanguage(next);
    if (next !== language) void trackEvent({ name: 'language_change', props: { from: language, to: next } }, language, location.pathname);
    // Same page in other words: the reading position stays, and the hash (a reset link's token) too.
    const state: KeepScrollState = { keepScroll: true };
    void navigate(switchLanguagePath(location.pathname, next) + location.search + location.hash, { state });
  }

  return (
    <>
      <VisuallyHidden as="label" htmlFor={id}>
        {t('header.languagePicker')}
      </VisuallyHidden>
      <Select id={id} value={language} onChange={onChange}>
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`header.languageNames.${code}`)}
          </option>
        ))}
      </Select>
    </>
  );
}
