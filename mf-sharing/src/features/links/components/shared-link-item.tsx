import { useId, type Ref } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Language, OwnShortLink } from '@app/contracts';
import { Button } from '@app/ui';
import { formatDate, formatDateTime } from '../../../shared/format-date';
import { linkStatus, type LinkStatus } from '../link-status';

const Item = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`;

const Url = styled.h3<{ $working: boolean }>`
  margin: 0;
  font-size: 1rem;
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  overflow-wrap: anywhere;
  text-decoration: ${({ $working }) => ($working ? 'none' : 'line-through')};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const STATUS_COLORS: Record<LinkStatus, string> = { active: '#0B6E62', revoked: '#8A1C1C', expired: '#51607A' };

const Status = styled.span<{ $status: LinkStatus }>`
  padding: 2px ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid ${({ $status }) => STATUS_COLORS[$status]};
  color: ${({ $status }) => STATUS_COLORS[$status]};
  font-weight: 700;
  font-size: 0.9rem;
`;

const Dates = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
`;

const Counters = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(110px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;

const Counter = styled.div`
  display: flex;
  flex-direction: column-reverse;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  dt {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-size: 1.3rem;
    font-weight: 700;
  }
`;

const COUNTERS = ['clicks', 'visits', 'registrations', 'analyses'] as const;

interface SharedLinkItemProps {
  language: Language;
  link: OwnShortLink;
  onRevoke: (code: string) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** One shared link: where it points, whether it still works, what it led to, and Revoke while it works. */
export function SharedLinkItem({ language, link, onRevoke, headingRef }: SharedLinkItemProps) {
  const { t } = useTranslation('sharing', { lng: language });
  const headingId = useId();
  const status = linkStatus(link);
  let validity: string;
  if (link.expiresAt === null) validity = t('links.neverExpires');
  else validity = t(status === 'expired' ? 'links.expired' : 'links.expires', { date: formatDateTime(link.expiresAt, language) });

  return (
    <Item aria-labelledby={headingId}>
      <Head>
        <Url id={headingId} ref={headingRef} tabIndex={-1} $working={status === 'active'}>
          {link.url}
        </Url>
        <Status $status={status}>{t(`links.status.${status}`)}</Status>
      </Head>
      <Dates>
        {t('links.created', { date: formatDate(link.createdAt, language) })} · {validity}
      </Dates>
      <Counters>
        {COUNTERS.map((counter) => (
          // dt after dd in the source would read oddly; column-reverse shows the number above its name instead.
          <Counter key={counter}>
            <dt>{t(`links.counters.${counter}`)}</dt>
            <dd>{link[counter]}</dd>
          </Counter>
        ))}
      </Counters>
      {status === 'active' && (
        <div>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => onRevoke(link.code)}
            aria-label={t('links.revokeNamed', { code: link.code })}
          >
            {t('links.revoke')}
          </Button>
        </div>
      )}
    </Item>
  );
}
