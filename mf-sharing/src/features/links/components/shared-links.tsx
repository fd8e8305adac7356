import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { SharedLinksProps } from '@app/contracts';
import { LoadingState, RetryError, Stack, useResource } from '@app/ui';
import { Feedback, type FeedbackMessage } from '../../../shared/feedback';
import { useRevokeDialog } from '../../../shared/use-revoke-dialog';
import { shortLinksQuery } from '../../share/api/short-links';
import { SharedLinkItem } from './shared-link-item';

const Title = styled.h2`
  font-size: 1.25rem;
  margin: 0;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

/** "Your shared links" (history): each link with its counters, and revoke with a confirmation. */
export function SharedLinks({ language, apiBase }: SharedLinksProps) {
  const { t } = useTranslation('sharing', { lng: language });
  const titleId = useId();
  const { resource, retry, setData } = useResource(shortLinksQuery(apiBase, language));
  const [message, setMessage] = useState<FeedbackMessage>(null);
  const headings = useRef(new Map<string, HTMLHeadingElement>());
  // The link just revoked, whose heading takes the focus once it shows the link as revoked.
  const focusCode = useRef<string | null>(null);

  const revoke = useRevokeDialog(apiBase, language, (code) => {
    if (resource.status === 'loaded') setData(resource.data.map((link) => (link.code === code ? { ...link, revoked: true } : link)));
    setMessage({ kind: 'success', text: t('links.revoked') });
    focusCode.current = code;
  });

  // The revoke button goes with the revocation, so the focus moves to the link's heading, which now reads as
  // revoked. This runs after the dialog's own clean-up has put the focus back on its (removed) opener.
  useEffect(() => {
    if (focusCode.current === null) return;
    headings.current.get(focusCode.current)?.focus();
    focusCode.current = null;
  });

  let body: ReactNode;
  if (resource.status === 'loading') body = <LoadingState label={t('links.loading')} />;
  else if (resource.status === 'error')
    body = <RetryError message={t('links.loadError')} retryLabel={t('actions.retry')} onRetry={retry} />;
  else if (resource.data.length === 0) body = <Muted>{t('links.empty')}</Muted>;
  else {
    body = (
      <List>
        {resource.data.map((link) => (
          <li key={link.code}>
            <SharedLinkItem
              language={language}
              link={link}
              onRevoke={(code) => {
                setMessage(null);
                revoke.ask(code);
              }}
              headingRef={(element) => {
                if (element) headings.current.set(link.code, element);
                else headings.current.delete(link.code);
              }}
            />
          </li>
        ))}
      </List>
    );
  }

  return (
    <Stack as="section" $gap={3} aria-labelledby={titleId}>
      <Title id={titleId}>{t('links.title')}</Title>
      <Muted>{t('links.lead')}</Muted>
      <Feedback message={message} />
      {body}
      {revoke.dialog}
    </Stack>
  );
}
