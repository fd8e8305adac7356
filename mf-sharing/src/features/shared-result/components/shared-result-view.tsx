import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Language, ShareSnapshot } from '@app/contracts';
import { HTML_LANG } from '@app/i18n';
import { Card, Paragraph, ResultSection, TextListSection, UrgencyBadge } from '@app/ui';
import { formatDateTime } from '../../../shared/format-date';
import { likelihoodBand } from '../likelihood';

const Body = styled(Card).attrs({ as: 'article' })`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
`;

const When = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Spec §9 leaves emergency in the default blue; this red banner is what makes it read as the most serious. */
const EmergencyNote = styled.p`
  margin: 0;
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  font-size: 1.1rem;
  font-weight: 700;
`;

const Causes = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(6)};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Band = styled.span`
  margin-left: ${({ theme }) => theme.space(2)};
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
`;

const Muted = styled(Paragraph)`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
`;

const ImportantNote = styled.div`
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.background};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: 0 ${({ theme }) => theme.radii.sm} ${({ theme }) => theme.radii.sm} 0;
`;

interface SharedResultViewProps {
  language: Language;
  result: ShareSnapshot;
  titleId: string;
}

/**
 * The shared result: urgency, when, care advice, causes, next steps, recommendations and the disclaimer.
 * Only the snapshot's fields exist here; it holds nothing that identifies the person (see ShareSnapshot).
 */
export function SharedResultView({ language, result, titleId }: SharedResultViewProps) {
  const { t } = useTranslation('sharing', { lng: language });
  const level = t(`sharedResult.levels.${result.urgency}`);
  // The result keeps the language it was made in, which may not be the page's.
  const contentLang = result.language === language ? undefined : HTML_LANG[result.language];

  return (
    <Body aria-labelledby={titleId}>
      <Header>
        <UrgencyBadge urgency={result.urgency} label={t('sharedResult.urgency', { level })} />
        <When>{t('sharedResult.date', { date: formatDateTime(result.createdAt, language) })}</When>
      </Header>
      {result.urgency === 'emergency' && (
        <EmergencyNote>
          <span aria-hidden="true">⚠</span>
          {t('sharedResult.emergencyNote')}
        </EmergencyNote>
      )}
      {result.careAdvice && (
        <ResultSection level="h2" title={t('sharedResult.careAdvice')}>
          <Paragraph lang={contentLang}>{result.careAdvice}</Paragraph>
        </ResultSection>
      )}
      <ResultSection level="h2" title={t('sharedResult.causes')}>
        {result.possibleCauses.length === 0 ? (
          <Paragraph>{t('sharedResult.noCauses')}</Paragraph>
        ) : (
          <>
            <Muted>{t('sharedResult.causesIntro')}</Muted>
            <Causes>
              {result.possibleCauses.map((cause, index) => (
                <li key={`${index}-${cause.name}`}>
                  <strong lang={contentLang}>{cause.name}</strong>
                  <Band>{t(`sharedResult.likelihood.${likelihoodBand(cause.likelihood)}`)}</Band>
                </li>
              ))}
            </Causes>
          </>
        )}
      </ResultSection>
      <TextListSection level="h2" title={t('sharedResult.nextSteps')} items={result.nextSteps} ordered lang={contentLang} />
      <TextListSection level="h2" title={t('sharedResult.recommendations')} items={result.recommendations} lang={contentLang} />
      <ImportantNote>
        <ResultSection level="h2" title={t('sharedResult.importantNote')}>
          <Paragraph lang={contentLang}>{result.disclaimer}</Paragraph>
        </ResultSection>
      </ImportantNote>
    </Body>
  );
}
