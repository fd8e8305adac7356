import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { CountryCare, Language } from '@app/contracts';
import { Card } from '@app/ui';
import { telHref } from '../phone-link';

const Paragraph = styled.p`
  margin: 0;
`;

const Section = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;

const Numbers = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CallLink = styled.a<{ $urgent?: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 10px 20px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 700;
  text-decoration: none;
  background: ${({ theme, $urgent }) => ($urgent ? theme.colors.danger : theme.colors.primary)};
  color: #fff;
`;

const Services = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ServiceName = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-size: 1.05rem;
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(1)} 0 0;
`;

/** One country's emergency numbers, crisis line and public health services. */
export function CountryCareCard({ language, care }: { language: Language; care: CountryCare }) {
  const { t } = useTranslation('symptoms', { lng: language, keyPrefix: 'findCare' });
  return (
    <>
      <Section aria-labelledby="find-care-emergency">
        <Heading id="find-care-emergency">{t('emergency.title')}</Heading>
        <Paragraph>{t('emergency.text')}</Paragraph>
        <Numbers>
          {care.emergencyNumbers.map((number) => (
            <li key={number}>
              <CallLink $urgent href={telHref(number)}>
                {t('emergency.call', { number })}
              </CallLink>
            </li>
          ))}
        </Numbers>
      </Section>
      <Section aria-labelledby="find-care-crisis">
        <Heading id="find-care-crisis">{t('crisis.title')}</Heading>
        <Paragraph>{t('crisis.text')}</Paragraph>
        <p>
          <CallLink href={telHref(care.crisisLine)}>{care.crisisLine}</CallLink>
        </p>
      </Section>
      <Section aria-labelledby="find-care-services">
        <Heading id="find-care-services">{t('services.title')}</Heading>
        <Services>
          {care.services.map((service) => {
            const name = t(`directory.${service.id}.name`);
            return (
              <li key={service.id}>
                <ServiceName>{name}</ServiceName>
                <Paragraph>{t(`directory.${service.id}.description`)}</Paragraph>
                <Links>
                  {service.phone && <a href={telHref(service.phone)}>{t('services.phone', { phone: service.phone })}</a>}
                  {service.url && (
                    // Official pages, linked plainly: no referrer, no tracking parameters.
                    <a href={service.url} rel="noopener noreferrer">
                      {t('services.website', { name })}
                    </a>
                  )}
                </Links>
              </li>
            );
          })}
        </Services>
      </Section>
    </>
  );
}
