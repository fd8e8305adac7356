import { FAMILY_MAX_MEMBERS } from '@app/contracts';
import styled from 'styled-components';
import { useProTranslation } from '../../../shared/use-pro-translation';

const Wrapper = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  font-weight: 600;
`;

const Dots = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(1)};
`;

const Dot = styled.span<{ $used: boolean }>`
  width: 14px;
  height: 14px;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme, $used }) => ($used ? theme.colors.primary : 'transparent')};
`;

export function SlotsCounter({ used }: { used: number }) {
  const { t } = useProTranslation();
  return (
    <Wrapper>
      <Dots aria-hidden="true">
        {Array.from({ length: FAMILY_MAX_MEMBERS }, (_, index) => (
          <Dot key={index} $used={index < used} />
        ))}
      </Dots>
      <span>{t('family.slotsUsed', { used, max: FAMILY_MAX_MEMBERS })}</span>
    </Wrapper>
  );
}
