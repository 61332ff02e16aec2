interface HiddenTapAreaProps {
  /** Taps in the current run; from the 2nd on, the area turns grey. */
  taps: number;
  onTap: () => void;
  label: string;
  placement: 'bottom' | 'top-right';
}

/** An invisible tap target for hidden gestures (logout, debug panel). */
export function HiddenTapArea({ taps, onTap, label, placement }: HiddenTapAreaProps) {
  const bottom = placement === 'bottom';
  return (
    <div
      role="button"
      tabIndex={-1}
      aria-label={label}
      data-taps={taps}
      onClick={onTap}
      style={{
        ...(bottom
          ? { height: 32, width: '100%', marginTop: 'auto' }
          : { position: 'fixed', top: 0, right: 0, width: 44, height: 44, zIndex: 200 }),
        background: taps >= 2 ? 'var(--mantine-color-gray-4)' : 'transparent',
        transition: 'background 120ms',
      }}
    />
  );
}
