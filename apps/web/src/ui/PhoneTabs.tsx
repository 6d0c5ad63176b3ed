/** The panels a phone shows one at a time under the board (a desktop shows them all beside it). */
export const PHONE_TABS = [
  { id: 'moves', label: 'Moves' },
  { id: 'ai', label: 'Computer' },
  { id: 'players', label: 'Players' },
  { id: 'game', label: 'Game' },
] as const;

export type PhoneTab = (typeof PHONE_TABS)[number]['id'];

interface Props {
  readonly current: PhoneTab;
  onPick(tab: PhoneTab): void;
}

/** Tabs right under the board and its controls, shown only on narrow screens (see styles.css). */
export function PhoneTabs({ current, onPick }: Props) {
  return (
    <div className="phone-tabs" role="tablist" aria-label="panels" data-testid="phone-tabs">
      {PHONE_TABS.map((t) => (
        <button
          key={t.id}
          type="button"
          role="tab"
          aria-selected={current === t.id}
          data-testid={`tab-${t.id}`}
          onClick={() => onPick(t.id)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
