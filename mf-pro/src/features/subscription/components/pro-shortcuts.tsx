import type { Language, Subscription } from '@app/contracts';
import { pathFor } from '@app/i18n';
import { Card, Row } from '@app/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useProTranslation } from '../../../shared/use-pro-translation';

const Title = styled.h2`
  font-size: 1.2rem;
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;

const ShortcutLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 10px 20px;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

/** Shortcuts for a Pro user: the AI chat, and the family profile for the one who pays (a member cannot invite). */
export function ProShortcuts({ language, source }: { language: Language; source: Subscription['source'] }) {
  const { t } = useProTranslation();
  const titleId = useId();
  return (
    <Card as="nav" aria-labelledby={titleId}>
      <Title id={titleId}>{t('page.shortcuts.title')}</Title>
      <Row>
        <ShortcutLink to={pathFor(language, 'ai-chat')}>{t('page.shortcuts.chat')}</ShortcutLink>
        {source === 'stripe' && <ShortcutLink to={pathFor(language, 'family-profile')}>{t('page.shortcuts.family')}</ShortcutLink>}
      </Row>
    </Card>
  );
}
