import { Paragraph, ResultSection } from '@app/ui';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Language, PossibleCause } from '@app/contracts';
import { likelihoodBand } from '../likelihood';

const Ranked = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(6)};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Cause = styled.li`
  padding-left: ${({ theme }) => theme.space(1)};
`;

const NameLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
`;

const Name = styled.span`
  font-weight: 700;
`;

const Band = styled.span`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
`;

/** Visual only: the band text above says the same in words. */
const Bar = styled.span<{ $fraction: number }>`
  display: block;
  height: 6px;
  max-width: 240px;
  margin: ${({ theme }) => theme.space(1)} 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: linear-gradient(
    to right,
    ${({ theme }) => theme.colors.primary} ${({ $fraction }) => Math.round($fraction * 100)}%,
    ${({ theme }) => theme.colors.border} 0
  );
  @media print {
    display: none;
  }
`;

const Evidence = styled.p`
  margin: 0;
  font-size: 0.95rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Intro = styled(Paragraph)`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
`;

/** The ranked causes, each with its likelihood in words and the findings that support it. */
export function PossibleCauses({ language, causes }: { language: Language; causes: PossibleCause[] }) {
  const { t } = useTranslation('symptoms', { lng: language });
  const list = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' });
  return (
    <ResultSection title={t('result.causes')}>
      {causes.length === 0 ? (
        <Paragraph>{t('result.noCauses')}</Paragraph>
      ) : (
        <>
          <Intro>{t('result.causesIntro')}</Intro>
          <Ranked>
            {causes.map((cause, index) => (
              <Cause key={cause.id ?? `${index}-${cause.name}`}>
                <NameLine>
                  <Name>{cause.name}</Name>
                  <Band>{t(`result.likelihood.${likelihoodBand(cause.likelihood)}`)}</Band>
                </NameLine>
                <Bar aria-hidden="true" $fraction={cause.likelihood} />
                {cause.evidence.length > 0 && <Evidence>{t('result.evidence', { findings: list.format(cause.evidence) })}</Evidence>}
              </Cause>
            ))}
          </Ranked>
        </>
      )}
    </ResultSection>
  );
}
