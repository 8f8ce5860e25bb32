import { useSession } from '@/session/session-context';
import { lazyView } from './lazy-view';
import { createMenuItems, showsNotifications, subscriptionOptions } from './menu-rules';
import { BellIndicator, BellTrigger, closedPopup, CreateTrigger, SelectTrigger, UserTrigger } from './header-triggers';

/**
 * The header's menus, bell and selects, each drawn first as its trigger (header-triggers.tsx) and replaced by the
 * control once its code has come, when the browser is idle after the page's first paint or as soon as the trigger is
 * hovered, focused or pressed (`lazyView`'s `Control`). Mantine's Menu, Popover and Select, their floating layer and
 * the three calls behind them (the organization, its invitations, the notifications) were drawn and sent with every
 * signed-in page's first render, before the page's own content, and held back its largest paint (docs/adr/0007).
 *
 * Each control's component takes what its trigger was left with (`TriggerState`) and hands it to Mantine's own props,
 * so that it is drawn open and with the focus as the trigger was: a Menu through `useMenuStart`, the bell's Popover by
 * `defaultOpened`, a Select by `defaultDropdownOpened`, with `autoFocus` on the target.
 */
const createMenu = lazyView(() => import('./create-menu').then((m) => m.CreateMenu));
const userMenu = lazyView(() => import('./user-menu').then((m) => m.UserMenu));
const notificationBell = lazyView(() => import('./notification-bell').then((m) => m.NotificationBell));
const subscriptionSwitcher = lazyView(() => import('./subscription-switcher').then((m) => m.SubscriptionSwitcher));
const organizationSwitcher = lazyView(() => import('./organization-switcher').then((m) => m.OrganizationSwitcher));

export function HeaderCreateMenu() {
  const { selectedSubscription } = useSession();
  if (createMenuItems(selectedSubscription).length === 0) return null;
  return <createMenu.Control trigger={<CreateTrigger {...closedPopup('menu')} />} />;
}

export function HeaderUserMenu() {
  return <userMenu.Control trigger={<UserTrigger {...closedPopup('menu')} />} />;
}

export function HeaderNotificationBell() {
  const { individual, selectedSubscription } = useSession();
  if (!showsNotifications(selectedSubscription) || !individual?.organization_id) return null;
  const trigger = (
    <BellIndicator unread={0}>
      <BellTrigger unread={0} {...closedPopup('dialog')} />
    </BellIndicator>
  );
  return <notificationBell.Control trigger={trigger} />;
}

/** `fullWidth`: in the drawer's list, with its label. */
export function HeaderSubscriptionSwitcher({ fullWidth = false }: { fullWidth?: boolean }) {
  const { individual, selectedSubscription } = useSession();
  const options = subscriptionOptions(individual?.subscriptionList ?? []);
  if (options.length === 0) return null;
  const chosen = options.find((option) => option.value === selectedSubscription)?.label ?? '';
  const trigger = <SelectTrigger name="My Subscriptions" value={chosen} fullWidth={fullWidth} />;
  return <subscriptionSwitcher.Control fullWidth={fullWidth} trigger={trigger} />;
}

/** Shown once the invitations have come (the control asks for them), or at once as 'Back to your organization'. */
export function HeaderOrganizationSwitcher({ fullWidth = false }: { fullWidth?: boolean }) {
  const { homeIndividual } = useSession();
  const trigger = homeIndividual ? (
    <SelectTrigger name="Organizations" placeholder="Invited organization" value="" fullWidth={fullWidth} />
  ) : null;
  return <organizationSwitcher.Control fullWidth={fullWidth} trigger={trigger} />;
}
