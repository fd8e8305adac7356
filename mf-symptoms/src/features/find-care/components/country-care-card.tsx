import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { CountryCare, Language } from '@app/contracts';
import { Paragraph } from '@app/ui';
import { CallLink } from './call-link';
import { CareHeading, CareSection } from './care-section';
import { telHref } from '../phone-link';

const Numbers = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
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
      <CareSection aria-labelledby="find-care-emergency">
        <CareHeading id="find-care-emergency">{t('emergency.title')}</CareHeading>
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
      </CareSection>
      <CareSection aria-labelledby="find-care-crisis">
        <CareHeading id="find-care-crisis">{t('crisis.title')}</CareHeading>
        <Paragraph>{t('crisis.text')}</Paragraph>
        <p>
          <CallLink href={telHref(care.crisisLine)}>{care.crisisLine}</CallLink>
        </p>
      </CareSection>
      <CareSection aria-labelledby="find-care-services">
        <CareHeading id="find-care-services">{t('services.title')}</CareHeading>
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
      </CareSection>
    </>
  );
}
