import styled from 'styled-components';

/** The heading of a settings card. */
export const SectionTitle = styled.h2`
  font-size: 1.15rem;
  margin: 0;
`;

/** The heading of one part of a settings card. */
export const PartTitle = styled.h3`
  font-size: 1rem;
  margin: 0;
`;

export const Paragraph = styled.p`
  margin: 0;
`;

export const MutedText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export const SuccessText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
`;

/** A line between the parts of one card. */
export const Divider = styled.hr`
  width: 100%;
  margin: 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
