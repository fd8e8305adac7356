import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { Language } from '@app/contracts';
import { pathFor } from '@app/i18n';
import { Button } from '@app/ui';
import { useSession } from '../session/session-store';
import { useTestAccess } from '../subscription/page-subscription';

const Wrapper = styled.div`
  position: relative;
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  min-width: 220px;
  z-index: 20;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: ${({ theme }) => theme.space(2)};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a,
  button.item {
    display: block;
    width: 100%;
    text-align: left;
    font: inherit;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: none;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    cursor: pointer;
    &:hover {
      background: ${({ theme }) => theme.colors.background};
    }
  }
`;

const Email = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/** Spec §2 header user menu: profile, Pro (test-access users only), settings, logout. */
export function UserMenu({ language, email }: { language: Language; email: string }) {
  const { t } = useTranslation();
  const signOut = useSession((state) => state.signOut);
  const testAccess = useTestAccess();
  const navigate = useNavigate();
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  async function logOut() {
    setFailed(false);
    try {
      await signOut(language);
      await navigate(pathFor(language));
    } catch {
      setFailed(true);
    }
  }

  return (
    <Wrapper data-print-hide="" ref={wrapper} onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <Button type="button" $variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((shown) => !shown)}>
        {t('header.userMenu')}
      </Button>
      {open && (
        <Panel id={panelId}>
          <Email>{t('header.signedInAs', { email })}</Email>
          <ul>
            <li>
              <Link to={pathFor(language, 'profile')} onClick={() => setOpen(false)}>
                {t('nav.profile')}
              </Link>
            </li>
            {testAccess && (
              <li>
                <Link to={pathFor(language, 'pro')} onClick={() => setOpen(false)}>
                  {t('nav.pro')}
                </Link>
              </li>
            )}
            <li>
              <Link to={pathFor(language, 'settings')} onClick={() => setOpen(false)}>
                {t('nav.settings')}
              </Link>
            </li>
            <li>
              <button type="button" className="item" onClick={() => void logOut()}>
                {t('header.logout')}
              </button>
            </li>
          </ul>
          {failed && <ErrorText role="alert">{t('header.logoutError')}</ErrorText>}
        </Panel>
      )}
    </Wrapper>
  );
}
