import type { KeyboardEvent, ReactNode } from 'react';

interface Props {
  readonly label: string;
  readonly className: string;
  readonly viewBox: string;
  onKeyDown(e: KeyboardEvent): void;
  onBlur(): void;
  readonly children: ReactNode;
}

/**
 * The focusable frame every board draws in: it takes the keyboard (arrows and Enter) for the whole
 * board, since SVG points cannot be buttons; mouse clicks go to the points themselves.
 */
export function BoardFrame({ label, className, viewBox, onKeyDown, onBlur, children }: Props) {
  return (
    <div
      role="application"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: an "application" region must be focusable to take board keys.
      tabIndex={0}
      className="board-frame"
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      data-testid="board"
    >
      {/* Not hidden from screen readers: every point carries its own label ("E5 black stone"). */}
      <svg className={`board ${className}`} viewBox={viewBox}>
        <title>{label}</title>
        {children}
      </svg>
    </div>
  );
}
