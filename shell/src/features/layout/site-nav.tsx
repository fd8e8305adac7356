import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { Language } from '@app/contracts';
import { pathFor } from '@app/i18n';
import { useSession } from '../session/session-store';
import { useTestAccess } from '../subscription/page-subscription';
import { navSections, type NavTarget } from './nav-sections';

/** Phones get the menu button at this width and below. */
export const PHONE_MAX_WIDTH = '640px';

const Nav = styled.nav`
  flex: 1;
  @media (max-width: ${PHONE_MAX_WIDTH}) {
    flex: 0;
    order: -1;
  }
`;

const MenuButton = styled.button`
  display: none;
  @media (max-width: ${PHONE_MAX_WIDTH}) {
    display: inline-flex;
    flex-direction: column;
    justify-content: center;
    gap: 4px;
    width: 44px;
    height: 44px;
    padding: 0 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    cursor: pointer;
  }
`;

const Bar = styled.span`
  display: block;
  height: 2px;
  background: ${({ theme }) => theme.colors.text};
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  a {
    display: block;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 500;
    &:hover {
      background: ${({ theme }) => theme.colors.background};
    }
    &[aria-current='page'] {
      color: ${({ theme }) => theme.colors.primary};
      font-weight: 700;
      box-shadow: inset 0 -2px 0 ${({ theme }) => theme.colors.primary};
    }
  }
  @media (max-width: ${PHONE_MAX_WIDTH}) {
    display: none;
    &[data-open='true'] {
      display: flex;
      flex-direction: column;
      position: absolute;
      left: 0;
      right: 0;
      top: 100%;
      padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
      background: ${({ theme }) => theme.colors.surface};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
      box-shadow: ${({ theme }) => theme.shadow};
    }
  }
`;

function labelKey(target: NavTarget, signedIn: boolean): string {
  if (target === 'home') return signedIn ? 'nav.dashboard' : 'nav.home';
  // Short in the header; the footer keeps the document's full name.
  if (target === 'privacy') return 'header.privacyLink';
  return `nav.${target}`;
}

/**
 * The header's main sections, marking the current one with aria-current. On phones the list folds behind a
 * menu button (a disclosure: Escape closes it and gives focus back to the button; following a link closes it).
 */
export function SiteNav({ language }: { language: Language }) {
  const { t } = useTranslation();
  const signedIn = useSession((state) => state.user !== null);
  const testAccess = useTestAccess();
  const { pathname } = useLocation();
  const listId = useId();
  const nav = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Open on the page where it was opened: reaching another page (by any link) closes it.
  const [openOn, setOpenOn] = useState<string>();
  const open = openOn === pathname;
  const setOpen = (shown: boolean) => setOpenOn(shown ? pathname : undefined);

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: MouseEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpenOn(undefined);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  }

  return (
    <Nav ref={nav} aria-label={t('header.mainNav')} onKeyDown={closeOnEscape}>
      <MenuButton
        ref={button}
        type="button"
        aria-label={t('header.menu')}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <Bar />
        <Bar />
        <Bar />
      </MenuButton>
      <Links id={listId} data-open={open}>
        {navSections({ signedIn, testAccess }).map((target) => (
          <li key={target}>
            <NavLink to={target === 'home' ? pathFor(language) : pathFor(language, target)} end onClick={() => setOpen(false)}>
              {t(labelKey(target, signedIn))}
            </NavLink>
          </li>
        ))}
      </Links>
    </Nav>
  );
}
