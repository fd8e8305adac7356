import type { HistoryItem } from '@app/contracts';
import styled from 'styled-components';

const IconCircle = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
`;

/** Decorative: the type is also written next to it. */
export function HistoryTypeIcon({ type }: { type: HistoryItem['type'] }) {
  return (
    <IconCircle aria-hidden="true">
      <svg
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {type === 'symptom' ? (
          <path d="M3 12h4l2-5 4 10 2-5h6" />
        ) : (
          <>
            <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
            <path d="M14 3v5h5M9 13h6M9 17h6" />
          </>
        )}
      </svg>
    </IconCircle>
  );
}
