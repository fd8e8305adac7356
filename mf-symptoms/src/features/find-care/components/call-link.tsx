import styled from 'styled-components';

/** A phone number as a large tap target; `$urgent` (emergency numbers) in the danger colour. */
export const CallLink = styled.a<{ $urgent?: boolean }>`
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
