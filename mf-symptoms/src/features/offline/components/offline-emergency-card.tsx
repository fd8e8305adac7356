import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { crisisLine, emergencyLocale, emergencyNumbers, type Language } from '@app/contracts';
import { telHref } from '../../find-care/phone-link';
import { CallLink } from '../../find-care/components/call-link';

const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.dangerSurface};
  border: 2px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space(5)};
  p,
  ul {
    margin: 0;
  }
  ul {
    padding-left: ${({ theme }) => theme.space(5)};
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.35rem;
  color: ${({ theme }) => theme.colors.danger};
`;

const Kept = styled.p`
  font-weight: 600;
`;

const Calls = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const SignsTitle = styled.h3`
  margin: 0;
  font-size: 1.05rem;
`;

/** The person's market, as their browser's languages tell it (pt-PT gets 112, not Brazil's 192). */
function browserLocale(language: Language): string {
  return emergencyLocale(language, typeof navigator === 'undefined' ? undefined : navigator.languages.join(','));
}

/**
 * What the symptom page shows while the device is offline: the local emergency and crisis numbers and the
 * signs not to wait on, all from the page's own code, and whether the description is kept for later.
 */
export function OfflineEmergencyCard({ language, kept }: { language: Language; kept: boolean }) {
  const { t } = useTranslation('symptoms', { lng: language, keyPrefix: 'offline' });
  const locale = browserLocale(language);
  const crisis = crisisLine(locale, language);
  const signs: unknown = t('signs', { returnObjects: true });
  return (
    <Card aria-labelledby="offline-emergency-title" data-print-hide>
      <Title id="offline-emergency-title">{t('title')}</Title>
      <div role="status">{kept && <Kept>{t('kept')}</Kept>}</div>
      <p>{t('intro')}</p>
      <Calls>
        {emergencyNumbers(locale).map((number) => (
          <CallLink key={number} $urgent href={telHref(number)}>
            {t('emergencyCall', { number })}
          </CallLink>
        ))}
        <CallLink href={telHref(crisis)}>{t('crisis', { line: crisis })}</CallLink>
      </Calls>
      <SignsTitle>{t('signsTitle')}</SignsTitle>
      <ul>{Array.isArray(signs) && signs.map((sign) => <li key={String(sign)}>{String(sign)}</li>)}</ul>
    </Card>
  );
}
