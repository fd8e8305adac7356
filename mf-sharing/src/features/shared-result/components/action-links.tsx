import styled, { css } from 'styled-components';
import { Link } from 'react-router-dom';

const buttonLook = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 10px 20px;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 600;
  text-decoration: none;
`;

/** A link to another page of the site that looks like the main button. */
export const ActionLink = styled(Link)`
  ${buttonLook}
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

/** A link to another page of the site that looks like a secondary button. */
export const SecondaryLink = styled(Link)`
  ${buttonLook}
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
`;
