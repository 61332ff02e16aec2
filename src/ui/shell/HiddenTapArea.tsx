/** What a screen reader calls the hidden area that signs out after enough taps. */
export const HIDDEN_LOGOUT_LABEL = '隐藏的退出登录区域';

interface HiddenTapAreaProps {
  /** Taps in the current run; from the 2nd on, the area turns grey. */
  taps: number;
  onTap: () => void;
  label: string;
}

/** An invisible strip at the bottom of the page for the hidden logout gesture. */
export function HiddenTapArea({ taps, onTap, label }: HiddenTapAreaProps) {
  return (
    <div
      role="button"
      tabIndex={-1}
      aria-label={label}
      data-taps={taps}
      onClick={onTap}
      style={{
        height: 32,
        width: '100%',
        marginTop: 'auto',
        background: taps >= 2 ? 'var(--mantine-color-gray-4)' : 'transparent',
        transition: 'background 120ms',
      }}
    />
  );
}
