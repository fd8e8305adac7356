import type { Ref } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Analysis, Language } from '@app/contracts';

const Banner = styled.div`
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space(6)};
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  box-shadow:
    0 0 0 4px ${({ theme }) => theme.colors.dangerSurface},
    ${({ theme }) => theme.shadow};
  &:focus-visible {
    outline: 4px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 3px;
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: clamp(1.5rem, 3vw, 2rem);
  line-height: 1.2;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Text = styled.p`
  margin: 0;
  font-size: 1.1rem;
`;

const CallLink = styled.a`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 56px;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: #fff;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 1.35rem;
  font-weight: 800;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 4px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 3px;
  }
`;

const Others = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  a {
    color: #fff;
    font-weight: 700;
  }
`;

export interface EmergencyBannerProps {
  language: Language;
  analysis: Pick<Analysis, 'careAdvice' | 'emergencyNumber'>;
  ref?: Ref<HTMLDivElement>;
}

/** The first thing an emergency result shows: what to do, and a tap-to-call link to the local number. */
export function EmergencyBanner({ language, analysis, ref }: EmergencyBannerProps) {
  const { t } = useTranslation('symptoms', { lng: language });
  const { primary, all } = analysis.emergencyNumber;
  const others = all.filter((number) => number !== primary);
  return (
    // Off the paper: the printed report carries the urgency; tap-to-call links mean nothing there.
    <Banner ref={ref} role="alert" tabIndex={-1} aria-labelledby="emergency-title" data-print-hide>
      <Title id="emergency-title">
        <span aria-hidden="true">⚠</span>
        {t('emergency.title')}
      </Title>
      <Text>{analysis.careAdvice}</Text>
      <CallLink href={`tel:${primary}`}>
        <span aria-hidden="true">☎</span>
        {t('emergency.call', { number: primary })}
      </CallLink>
      {others.length > 0 && (
        <Others>
          <span>{t('emergency.otherNumbers')}</span>
          {others.map((number) => (
            <a key={number} href={`tel:${number}`}>
              {t('emergency.callOther', { number })}
            </a>
          ))}
        </Others>
      )}
      <Text>{t('emergency.advice')}</Text>
    </Banner>
  );
}
