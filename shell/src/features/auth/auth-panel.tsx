import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Language } from '@app/contracts';
import { LoginForm } from './login-form';
import { SignupForm } from './signup-form';

export type AuthTab = 'login' | 'signup';
const TABS: readonly AuthTab[] = ['login', 'signup'];

const TabList = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

const Tab = styled.button`
  font: inherit;
  font-weight: 600;
  min-height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadow};
  }
`;

/** The Login and Signup tabs of spec §2 / §4, as an ARIA tablist (arrow keys move between tabs). */
export function AuthPanel({ language, initialTab = 'login' }: { language: Language; initialTab?: AuthTab }) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [tab, setTab] = useState<AuthTab>(initialTab);
  const [created, setCreated] = useState<string>();
  const tabRefs = useRef<Partial<Record<AuthTab, HTMLButtonElement | null>>>({});

  function select(next: AuthTab) {
    setTab(next);
    tabRefs.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    select(tab === 'login' ? 'signup' : 'login');
  }

  return (
    <>
      <TabList role="tablist" aria-label={t('tabs.label')} onKeyDown={onKeyDown}>
        {TABS.map((name) => (
          <Tab
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${name}-tab`}
            aria-selected={tab === name}
            aria-controls={`${id}-${name}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
          >
            {t(`tabs.${name}`)}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}-tab`}>
        {tab === 'login' ? (
          <LoginForm
            key={created ?? 'login'}
            language={language}
            initialEmail={created}
            notice={created ? t('signup.accountCreated') : undefined}
          />
        ) : (
          <SignupForm
            language={language}
            onAccountCreated={(email) => {
              setCreated(email);
              setTab('login');
            }}
          />
        )}
      </div>
    </>
  );
}
