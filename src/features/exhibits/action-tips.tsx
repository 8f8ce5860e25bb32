import { Tooltip } from '@mantine/core';
import { useState, type PointerEvent, type ReactNode, type RefObject } from 'react';

interface Tip {
  readonly target: HTMLElement;
  readonly label: string;
  readonly opened: boolean;
}

/** Before the first hover the tooltip points at nothing (a Tooltip without a target or a child refuses to render). */
const NO_TARGET: RefObject<HTMLElement | null> = { current: null };

/**
 * One tooltip for every control inside that carries `data-tip` (its label), shown while the mouse is over the
 * control, as Mantine's Tooltip shows on hover: one Tooltip for a whole list instead of one per action, which
 * would cost its floating-position hooks in every row. It stays on the last control it was shown for, so that it
 * fades out as a control's own tooltip does.
 */
export function ActionTips({ children }: { readonly children: ReactNode }) {
  const [tip, setTip] = useState<Tip | null>(null);

  const over = (event: PointerEvent<HTMLDivElement>) => {
    // On hover only, as Tooltip's default events (no touch, no focus).
    if (event.pointerType !== 'mouse') return;
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-tip]') : null;
    const label = target?.dataset.tip;
    setTip((shown) => {
      if (!target || !label) return shown?.opened ? { ...shown, opened: false } : shown;
      return shown?.opened && shown.target === target && shown.label === label
        ? shown
        : { target, label, opened: true };
    });
  };
  const leave = () => setTip((shown) => (shown?.opened ? { ...shown, opened: false } : shown));

  return (
    <div onPointerOver={over} onPointerLeave={leave}>
      {children}
      <Tooltip label={tip?.label ?? ''} target={tip?.target ?? NO_TARGET} opened={tip?.opened ?? false} />
    </div>
  );
}
