import styled from 'styled-components';
import { Card } from '@app/ui';

/** One card of the find-care page: the country's services, or the clinics nearby. */
export const CareSection = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

export const CareHeading = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;
